import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as protocol from '@kahroba/protocol';
import * as constants from '@kahroba/protocol/constants';
import { isRoomCode } from '../screens/home/JoinRoomForm';

describe('@kahroba/protocol/constants', () => {
  it('imports nothing, so the client can use it without zod or the engine', () => {
    const source = readFileSync(fileURLToPath(import.meta.resolve('@kahroba/protocol/constants')), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/mu);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/u);
  });

  it('is re-exported unchanged by the main entry', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect((protocol as Record<string, unknown>)[name], name).toBe(value);
    }
  });

  it('gives the join form the same idea of a room code as the server', () => {
    const { CODE_ALPHABET, CODE_LENGTH, CodeSchema } = protocol;
    const samples = ['ABC234', 'XYZ789', 'ABC10O', 'ABCDEL', 'ABC23', 'ABC2345', 'abc234', ''];
    for (const c of CODE_ALPHABET) samples.push(c.repeat(CODE_LENGTH));
    for (const c of '01ILO') samples.push(`ABC23${c}`);
    for (const code of samples) {
      // The server also upper-cases and trims; the form normalises before it checks.
      const server = CodeSchema.safeParse(code).success && code === code.trim().toUpperCase();
      expect(isRoomCode(code), code).toBe(server);
    }
  });
});
