/**
 * Randomness and secrets: room codes, seat tokens, game seeds and the bots'
 * choices all come from an injected source so tests can fix them.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { customRandom } from 'nanoid';
import { CODE_ALPHABET, CODE_LENGTH } from '@kahroba/protocol';

export interface Random {
  /** `n` random bytes (crypto-strength in production). */
  bytes(n: number): Uint8Array;
  /** A uniform float in [0, 1), used by the bots. */
  float(): number;
}

export const cryptoRandom: Random = {
  bytes: (n) => randomBytes(n),
  float: () => randomBytes(4).readUInt32BE(0) / 0x1_0000_0000,
};

/** A reproducible source for tests (sfc32-like mixing of a counter). */
export function seededRandom(seed: number): Random {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    bytes: (n) => Uint8Array.from({ length: n }, () => next() & 0xff),
    float: () => next() / 0x1_0000_0000,
  };
}

export interface Secrets {
  roomCode(): string;
  /** A secret seat token: 32 bytes, base64url. */
  token(): string;
  /** A public member id (not secret). */
  memberId(): string;
  /** A game seed (never sent to a client while the game runs). */
  seed(): string;
}

export function createSecrets(random: Random): Secrets {
  const code = customRandom(CODE_ALPHABET, CODE_LENGTH, (size) => random.bytes(size));
  const b64 = (n: number) => Buffer.from(random.bytes(n)).toString('base64url');
  return { roomCode: code, token: () => b64(32), memberId: () => b64(9), seed: () => b64(16) };
}

/** Tokens are stored only as their sha256 (hex). */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
