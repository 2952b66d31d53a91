/**
 * The seats of a player: a device's seat tokens attached to the claimed name
 * (each seat once, to one player), and the games of those seats, what My
 * games lists on every device the player signs in on. A token is matched as
 * the turns poll matches it (its sha256 against the room's members); the
 * token itself is never kept. The games are the rooms' public summaries
 * (transport/games.ts), with the seat and the name it was played under.
 */
import { MAX_PLAYER_SEATS } from '@kahroba/protocol';
import type { PlayerGame } from '@kahroba/protocol';
import type { GameState } from '@kahroba/engine';
import { refuse } from '../errors';
import { hashToken, sameHash } from '../random';
import type { StoredRoom, Store } from '../store/store';
import { gameSummaryOf } from '../transport/games';
import type { AttachedSeat } from './store';

export interface SeatSources {
  store: Store;
  /** The room's document: the running one where this node runs the room, else the stored one. */
  roomDoc: (code: string) => Promise<StoredRoom | null>;
  /** The room's running game on this node, for whose turn it is. */
  live: (code: string) => { gameId: number; state: GameState } | null;
  now: () => number;
}

/** Attaches every seat named (all or none); how many were attached. */
export async function attachSeats(
  src: SeatSources,
  playerId: string,
  seats: readonly { code: string; token: string }[],
): Promise<number> {
  const found: Omit<AttachedSeat, 'attachedAt'>[] = [];
  for (const { code, token } of seats) {
    const hash = hashToken(token);
    const member = (await src.roomDoc(code))?.members.find((m) => sameHash(m.tokenHash, hash));
    if (!member) throw refuse('BAD_TOKEN');
    if (member.seat === null) throw refuse('NOT_SEATED');
    found.push({ code, memberId: member.id, seat: member.seat });
  }
  const outcome = await src.store.players.attachSeats(playerId, found, src.now(), MAX_PLAYER_SEATS);
  if (outcome === 'already-attached') throw refuse('ALREADY_ATTACHED');
  if (outcome === 'full') throw refuse('ATTACH_FULL');
  return found.length;
}

/** The games of the player's seats, the most recent move first. */
export async function gamesOf(src: SeatSources, playerId: string): Promise<PlayerGame[]> {
  const games: PlayerGame[] = [];
  const seen = new Set<string>();
  for (const attached of await src.store.players.attachedSeats(playerId)) {
    const doc = await src.roomDoc(attached.code);
    if (!doc) continue;
    // The member's seat now (moved in the lobby since the attach), else the one it had then.
    const member = doc.members.find((m) => m.id === attached.memberId);
    const seat = member?.seat ?? attached.seat;
    const key = `${attached.code}:${seat}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const live = src.live(attached.code);
    for (const row of await src.store.listGames(attached.code)) {
      const player = row.players?.[seat];
      // A game in which the seat was a computer player's is not this person's.
      if (row.players !== null && player?.kind !== 'human') continue;
      if (seat >= row.config.players) continue;
      games.push({
        ...gameSummaryOf(row, live && live.gameId === row.id ? live.state : null),
        code: attached.code,
        seat,
        playedAs: player?.name ?? member?.name ?? '',
      });
    }
  }
  return games.sort((a, b) => b.lastMoveAt - a.lastMoveAt || a.code.localeCompare(b.code) || b.gameNo - a.gameNo);
}
