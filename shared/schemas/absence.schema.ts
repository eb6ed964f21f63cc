import * as z from 'zod';
import { isoDaySchema } from './common.schema.js';

/** An absence entered from Meine Klassen: the school days it covers and the student's entry count after it. */
export const enteredAbsenceSchema = z.object({ absenceId: z.string(), days: z.array(isoDaySchema), entries: z.number().int() });
export type EnteredAbsence = z.infer<typeof enteredAbsenceSchema>;

/** A changed absence: the school days it covers now. */
export const changedAbsenceSchema = z.object({ absenceId: z.string(), days: z.array(isoDaySchema) });

/** A removed absence (every day copy and its entry). */
export const removedAbsenceSchema = z.object({ absenceId: z.string(), removed: z.literal(true) });
