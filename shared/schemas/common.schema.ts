import * as z from 'zod';

/** Ids are opaque, url-safe strings; never trust them for scoping (keys come from the caller). */
export const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._:-]+$/);
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const emptySchema = z.object({}).strict();
