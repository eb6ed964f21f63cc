import type { UseFormRegisterReturn } from 'react-hook-form';
import * as z from 'zod';
import type { Bootstrap } from '@shared/schemas/session.schema.js';
import {
  createSupportTicketBodySchema,
  CUSTOM_SUBJECT_MAX_LENGTH,
  CUSTOM_TOPIC,
  supportRoleOf,
  supportRoles,
  supportTopics,
} from '@shared/schemas/support.schema.js';
import { validationTexts } from '../../i18n/auth.de.js';
import { supportTexts as support } from '../../i18n/support.de.js';

const api = createSupportTicketBodySchema.shape;
/** A field the ticket needs: the spec's text when empty, then the API's rules (length, no control characters). */
const required = (rules: z.ZodType<string, string>) => z.string().trim().min(1, support.required).pipe(rules);
/** A field the ticket may leave empty, with the API's rules. */
const optional = (rules: z.ZodType<string, string>) => z.string().trim().pipe(rules);

/**
 * The ticket form with the spec's messages and the route schema's rules of each field, so the
 * browser names a broken rule before sending ('Höchstens 200 Zeichen.').
 */
export const supportTicketFormSchema = z
  .object({
    topic: z.union([z.enum(supportTopics), z.literal(CUSTOM_TOPIC), z.literal('')]),
    customSubject: optional(z.string().max(CUSTOM_SUBJECT_MAX_LENGTH, support.maxSubject).pipe(api.customSubject.unwrap())),
    role: z.union([z.enum(supportRoles), z.literal('')]),
    institution: required(api.institution),
    firstname: required(api.firstname),
    lastname: required(api.lastname),
    email: z.string().trim().min(1, validationTexts.emailRequired).pipe(z.email(validationTexts.emailFormat).max(254)),
    content: required(api.content),
    description: optional(api.description.unwrap()),
    username: optional(api.username.unwrap()),
    code: optional(api.code.unwrap()),
  })
  .superRefine((values, context) => {
    if (values.topic === '') context.addIssue({ code: 'custom', path: ['topic'], message: support.required });
    if (values.topic === CUSTOM_TOPIC && values.customSubject === '') {
      context.addIssue({ code: 'custom', path: ['customSubject'], message: support.required });
    }
    if (values.role === '') context.addIssue({ code: 'custom', path: ['role'], message: support.required });
  });
export type SupportTicketFormValues = z.input<typeof supportTicketFormSchema>;

export const emptySupportTicket = (defaults: Partial<SupportTicketFormValues> = {}): SupportTicketFormValues => ({
  topic: '',
  customSubject: '',
  role: '',
  institution: '',
  firstname: '',
  lastname: '',
  email: '',
  content: '',
  description: '',
  username: '',
  code: '',
  ...defaults,
});

/** The request body: empty optional fields left out, the custom subject only for the custom topic. */
export const toTicketBody = (values: SupportTicketFormValues) => {
  const parsed = supportTicketFormSchema.parse(values);
  const optionalField = (value: string) => (value === '' ? undefined : value);
  return {
    topic: parsed.topic as (typeof supportTopics)[number] | typeof CUSTOM_TOPIC,
    customSubject: parsed.topic === CUSTOM_TOPIC ? parsed.customSubject : undefined,
    role: parsed.role as (typeof supportRoles)[number],
    institution: parsed.institution,
    firstname: parsed.firstname,
    lastname: parsed.lastname,
    email: parsed.email,
    content: parsed.content,
    description: optionalField(parsed.description),
    username: optionalField(parsed.username),
    code: optionalField(parsed.code),
  };
};

/** Signed in, the form starts with what the app knows: school, role, name and e-mail. */
export const signedInTicketDefaults = (bootstrap: Bootstrap): Partial<SupportTicketFormValues> => ({
  institution: bootstrap.school.name,
  role: supportRoleOf[bootstrap.user.role],
  firstname: bootstrap.user.userInfo.firstname,
  lastname: bootstrap.user.userInfo.lastname,
  email: bootstrap.user.email ?? '',
  username: bootstrap.user.username,
});

/** A field's registration with its error, spread onto an Amplify field. */
export type TicketField = (
  name: keyof SupportTicketFormValues,
) => UseFormRegisterReturn<keyof SupportTicketFormValues> & { hasError: boolean; errorMessage: string | undefined };
