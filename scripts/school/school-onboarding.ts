import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { createSchoolRecords, findSchoolByName } from '../../lambdas/schools/school-onboarding.service.js';
import { generateUsername } from '../../shared/generated-username.js';
import { ADMIN_GROUP, cognitoClaims } from '../../shared/roles.js';
import { OnboardingError } from './onboarding-error.js';
import { DEFAULT_STATE, isStateCode, schoolYearNaming, stateCalendars } from './state-calendars.js';

const isoDay = z.iso.date();

export const onboardingInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(3)
      .max(100)
      .regex(/^[^\p{Cc}]+$/u),
    adminEmail: z.email().transform((email) => email.toLowerCase()),
    state: z.string().trim().toUpperCase().default(DEFAULT_STATE),
    yearStart: isoDay.optional(),
    yearEnd: isoDay.optional(),
    adminFirstname: z.string().trim().min(1).max(50).default('Schul'),
    adminLastname: z.string().trim().min(1).max(50).default('Admin'),
  })
  .strict();
export type OnboardingInput = z.input<typeof onboardingInputSchema>;

/**
 * How the first admin gets a password: `email` (AWS) lets Cognito send the invitation with a
 * temporary password; `print` (local stack, cognito-local sends no mail) sets one and returns it.
 * Either way the admin chooses an own password at the first sign-in.
 */
export type PasswordDelivery = 'email' | 'print';

export interface OnboardingTarget {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  delivery: PasswordDelivery;
}

export type OnboardingResult =
  | { outcome: 'created'; schoolId: string; name: string; username: string; schoolYear: string; temporaryPassword?: string }
  | { outcome: 'unchanged'; schoolId: string; name: string };

/** The school year from the dates given, else the state's 2026/27 (state-calendars.ts). */
const schoolYearOf = (state: keyof typeof stateCalendars, yearStart?: string, yearEnd?: string) => {
  if (Boolean(yearStart) !== Boolean(yearEnd)) throw new OnboardingError('invalid-school-year', 'both dates or none');
  const start = yearStart ?? stateCalendars[state].start;
  const end = yearEnd ?? stateCalendars[state].end;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  if (!(days >= 150 && days <= 400)) throw new OnboardingError('invalid-school-year', `${start} – ${end}`);
  return { ...schoolYearNaming(start, end), start, end };
};

/** A readable school id from the name, unique by its random tail, e.g. 'gymnasium-am-see-k3f9q2'. */
const newSchoolId = (name: string) => {
  const slug = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${slug || 'schule'}-${randomBytes(4).toString('hex').slice(0, 6)}`;
};

const randomUnit = () => randomInt(0, 1_000_000) / 1_000_000;

/** 12 letters and digits without look-alikes: more than the pool's policy asks (6 characters). */
const temporaryPassword = () => {
  const alphabet = 'abcdefghkmnpqrstuvwxyzABCDEFGHKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 12 }, () => alphabet.charAt(randomInt(0, alphabet.length))).join('');
};

const emailInUse = async ({ cognito, userPoolId }: OnboardingTarget, email: string) => {
  const { Users = [] } = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"`, Limit: 1 }));
  return Users.length > 0;
};

/**
 * Puts a school on the platform: validates everything first (input, state, name, e-mail), then
 * creates the first admin's Cognito user and writes the school, its first school year (active), the
 * settings' defaults and the admin's user record in one transaction. The same name with the same
 * admin e-mail again changes nothing ('unchanged'); anything refused throws an OnboardingError and
 * leaves nothing behind (the Cognito user is deleted again if the transaction fails).
 */
export const onboardSchool = async (rawInput: OnboardingInput, target: OnboardingTarget): Promise<OnboardingResult> => {
  const parsed = onboardingInputSchema.safeParse(rawInput);
  if (!parsed.success) throw new OnboardingError('invalid-input', parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  const input = parsed.data;
  if (!isStateCode(input.state)) throw new OnboardingError('unknown-state', input.state);
  const schoolYear = schoolYearOf(input.state, input.yearStart, input.yearEnd);

  const existing = await findSchoolByName(input.name);
  if (existing) {
    if (existing.adminEmail === input.adminEmail) return { outcome: 'unchanged', schoolId: existing.schoolId, name: existing.name };
    throw new OnboardingError('school-name-exists', existing.name);
  }
  if (await emailInUse(target, input.adminEmail)) throw new OnboardingError('email-in-use', input.adminEmail);

  const schoolId = newSchoolId(input.name);
  const uid = randomUUID();
  const username = generateUsername(randomUnit, 'admin');
  const password = target.delivery === 'print' ? temporaryPassword() : undefined;
  await target.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: target.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: cognitoClaims.schoolId, Value: schoolId },
        { Name: cognitoClaims.role, Value: 'tutor' },
        { Name: cognitoClaims.uid, Value: uid },
        { Name: 'email', Value: input.adminEmail },
        { Name: 'email_verified', Value: 'true' },
      ],
      ...(password ? { TemporaryPassword: password, MessageAction: 'SUPPRESS' } : { DesiredDeliveryMediums: ['EMAIL'] }),
    }),
  );
  const removeUser = () => target.cognito.send(new AdminDeleteUserCommand({ UserPoolId: target.userPoolId, Username: username }));
  let written: boolean;
  try {
    await target.cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: target.userPoolId, Username: username, GroupName: ADMIN_GROUP }),
    );
    written = await createSchoolRecords(
      {
        schoolId,
        name: input.name,
        state: input.state,
        schoolYear,
        admin: {
          uid,
          username,
          email: input.adminEmail,
          firstname: input.adminFirstname,
          lastname: input.adminLastname,
          displayName: `${input.adminFirstname} ${input.adminLastname}`,
        },
      },
      new Date().toISOString(),
    );
  } catch (error) {
    await removeUser();
    throw error;
  }
  if (!written) {
    await removeUser();
    throw new OnboardingError('school-name-exists', input.name);
  }
  return { outcome: 'created', schoolId, name: input.name, username, schoolYear: schoolYear.name, temporaryPassword: password };
};
