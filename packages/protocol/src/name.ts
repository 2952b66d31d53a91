/**
 * A display name: cleaned (`cleanName`: no controls or invisible format
 * characters but ZWNJ, which Persian spelling needs), 1–24 characters.
 */
import { z } from 'zod';
import { NAME_MAX, cleanName } from './constants';

export const NameSchema = z.string().max(200).transform(cleanName).pipe(z.string().min(1).max(NAME_MAX));
