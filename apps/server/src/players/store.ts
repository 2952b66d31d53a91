/**
 * What is stored of players (docs/ARCHITECTURE.md, "Players and passkeys"),
 * on either engine (sqlite-store.ts, postgres-store.ts; the tables are
 * migration 8 of SQLite and 4 of PostgreSQL): a claimed name with the two
 * keys it is compared by (room/names.ts; each unique, so a name that looks
 * like a claimed one cannot be claimed), its passkeys (public keys only),
 * sessions and challenges by their sha256 only, and the room seats attached
 * to it. Each method resolves once its write is committed.
 */

export interface StoredPlayer {
  id: string;
  name: string;
  createdAt: number;
}

/** A passkey's public part, as the relying party keeps it. */
export interface StoredCredential {
  /** The credential id, base64url. */
  id: string;
  playerId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The signature counter last seen (0 for authenticators that keep none). */
  counter: number;
  transports: string[];
}

/** A challenge handed out with the options of a claim or a sign-in; good for one verify. */
export interface StoredChallenge {
  /** sha256 (hex) of the challenge as sent (base64url). */
  hash: string;
  kind: 'claim' | 'signin';
  /** A claim: the name asked for and the id the new player gets (the passkey's user handle). */
  name: string | null;
  playerId: string | null;
  expiresAt: number;
}

/** A room seat attached to a player: the member the seat token named. */
export interface AttachedSeat {
  code: string;
  memberId: string;
  /** The member's seat when it was attached. */
  seat: number;
  attachedAt: number;
}

/** The two comparison keys of a name (room/names.ts `nameKeys`). */
export type NameKeys = [string, string];

export type ClaimOutcome = 'claimed' | 'name-claimed' | 'credential-known';
export type AttachOutcome = 'attached' | 'already-attached' | 'full';

export interface PlayerStore {
  /** Keeps a challenge (and drops those expired by `now`). */
  addChallenge(challenge: StoredChallenge, now: number): Promise<void>;
  /** Removes and returns the challenge of this hash: whatever comes of it, it is not used again. */
  takeChallenge(hash: string): Promise<StoredChallenge | null>;
  /** True when a player's name has either key. */
  nameClaimed(keys: NameKeys): Promise<boolean>;
  /** The player and their first passkey, in one transaction; nothing written unless 'claimed'. */
  createPlayer(player: StoredPlayer, keys: NameKeys, credential: StoredCredential, now: number): Promise<ClaimOutcome>;
  credential(id: string): Promise<StoredCredential | null>;
  /** A sign-in with the passkey: its new counter. */
  credentialUsed(id: string, counter: number, at: number): Promise<void>;
  player(id: string): Promise<StoredPlayer | null>;
  /** A new session (and drops the one it replaces, and those expired by `createdAt`). */
  createSession(
    idHash: string,
    playerId: string,
    createdAt: number,
    expiresAt: number,
    replaces: string | null,
  ): Promise<void>;
  /** The player of a session that has not expired by `now`. */
  sessionPlayer(idHash: string, now: number): Promise<StoredPlayer | null>;
  deleteSession(idHash: string): Promise<void>;
  /**
   * Attaches every seat or none: 'already-attached' when one of them is
   * attached (to anyone), 'full' when the player would then hold more than `max`.
   */
  attachSeats(
    playerId: string,
    seats: Omit<AttachedSeat, 'attachedAt'>[],
    at: number,
    max: number,
  ): Promise<AttachOutcome>;
  /** The player's seats, the most recently attached first. */
  attachedSeats(playerId: string): Promise<AttachedSeat[]>;
}

/** Thrown inside a store's transaction to roll it back with an outcome (never leaves the store). */
export class PlayerRollback extends Error {
  readonly code = 'PLAYER_ROLLBACK';

  readonly outcome: Exclude<ClaimOutcome | AttachOutcome, 'claimed' | 'attached'>;

  constructor(outcome: Exclude<ClaimOutcome | AttachOutcome, 'claimed' | 'attached'>) {
    super(outcome);
    this.outcome = outcome;
  }
}
