import type { UseFormRegisterReturn } from 'react-hook-form';
import * as z from 'zod';
import {
  CUSTOM_SUBJECT_MAX_LENGTH,
  CUSTOM_TOPIC,
  supportRoleOf,
  supportRoles,
  supportTopics,
} from '../../../../shared/schemas/support.schema.js';
import type { Bootstrap } from '../../../../shared/schemas/session.schema.js';
import { validationTexts } from '../../i18n/auth.de.js';
import { supportTexts as support } from '../../i18n/support.de.js';

const required = z.string().trim().min(1, support.required);
const optional = z.string().trim();

/** The ticket form with the spec's messages; the API checks the same rules with the route's schema. */
export const supportTicketFormSchema = z
  .object({
    topic: z.union([z.enum(supportTopics), z.literal(CUSTOM_TOPIC), z.literal('')]),
    customSubject: optional.max(CUSTOM_SUBJECT_MAX_LENGTH, support.maxSubject),
    role: z.union([z.enum(supportRoles), z.literal('')]),
    institution: required,
    firstname: required,
    lastname: required,
    email: z.string().trim().min(1, validationTexts.emailRequired).pipe(z.email(validationTexts.emailFormat)),
    content: required,
    description: optional,
    username: optional,
    code: optional,
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
