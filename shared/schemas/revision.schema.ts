import * as z from 'zod';

/**
 * An item's revision, counted up by each save: every read gives it and every edit names the one it
 * started from, so a save from an older one answers 409 'conflict' instead of overwriting
 * (docs/decisions/0014-an-edit-names-its-revision.md).
 */
export const revisionSchema = z.number().int().min(1);
