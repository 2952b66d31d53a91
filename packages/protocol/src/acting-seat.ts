/**
 * The seat a request made in a room is for (`as`), on a device holding several seats (acting.ts). Apart from
 * acting.ts, so that every request schema can name it without importing what a device's answers carry.
 */
import { z } from 'zod';

/** The seat a request is made for, when the connection holds several (absent: the seat it joined with). */
export const ActingSeat = z.number().int().min(0).max(3).optional();

/** An empty request that may still name the seat it is made for. */
export const ActingOnlySchema = z.object({ as: ActingSeat }).strict();
