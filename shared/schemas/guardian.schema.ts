import * as z from 'zod';
import { idSchema } from './common.schema.js';
import { activationCodeSchema } from './registration.schema.js';
import { linkedStudentSchema } from './session.schema.js';

export const addStudentByCodeBodySchema = z.object({ code: activationCodeSchema }).strict();
export const studentLinkParamsSchema = z.object({ uid: idSchema }).strict();

/** The guardian's children after the change, in linking order. */
export const guardianStudentsSchema = z.object({ students: z.array(linkedStudentSchema) });
