import * as z from 'zod';
import { multiLineText, singleLineText } from './text.schema.js';

/** The spec's preset ticket topics (sign-in, registration, account); anything else is a custom subject. */
export const supportTopics = ['Probleme bei der Anmeldung', 'Probleme bei der Registrierung', 'Fragen zu meinem Konto'] as const;
export const CUSTOM_TOPIC = 'custom';
/** The spec's ticket role of each role of the app (a signed-in form starts with the caller's). */
export const supportRoleOf = { guardian: 'Erziehungsberechtigte:r', student: 'Schüler:in', tutor: 'Lehrkraft/Mitarbeiter:in' } as const;
export const supportRoles = [supportRoleOf.guardian, supportRoleOf.student, supportRoleOf.tutor] as const;
export const CUSTOM_SUBJECT_MAX_LENGTH = 50;
/** The longest message and further description of a ticket. */
export const SUPPORT_CONTENT_MAX_LENGTH = 5000;
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 2000;
/** Tickets one source address may file per hour: enough for a school's shared network, not for a flood. */
export const SUPPORT_TICKETS_PER_HOUR = 10;

const requiredLine = (max: number) => singleLineText({ min: 1, max });
const optionalLine = (max: number) => singleLineText({ max }).optional();

/**
 * A support ticket as the dialog sends it (signed in or signed out). Strict: unknown fields are
 * refused. `customSubject` is required exactly when the topic is 'custom'.
 */
export const createSupportTicketBodySchema = z
  .object({
    topic: z.enum([...supportTopics, CUSTOM_TOPIC]),
    customSubject: optionalLine(CUSTOM_SUBJECT_MAX_LENGTH),
    role: z.enum(supportRoles),
    institution: requiredLine(200),
    firstname: requiredLine(100),
    lastname: requiredLine(100),
    email: z.string().trim().pipe(z.email().max(254)),
    content: multiLineText({ min: 1, max: SUPPORT_CONTENT_MAX_LENGTH }),
    description: multiLineText({ max: SUPPORT_DESCRIPTION_MAX_LENGTH }).optional(),
    username: optionalLine(64),
    code: optionalLine(32),
  })
  .strict()
  .refine((ticket) => ticket.topic !== CUSTOM_TOPIC || Boolean(ticket.customSubject), { path: ['customSubject'], message: 'required' });
export type CreateSupportTicketBody = z.infer<typeof createSupportTicketBodySchema>;

export const supportTicketCreatedSchema = z.object({ ticketId: z.string() });
