import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { OnboardingError } from '../../scripts/school/onboarding-error.js';
import type { OnboardingInput, OnboardingTarget } from '../../scripts/school/school-onboarding.js';
import { callRoute, initiateAuth, signIn } from '../fixtures/api-session.js';
import { csvFile } from '../fixtures/import-csv.js';
import { chooseFirstPassword, localOnboardingTarget } from '../fixtures/onboarded-school.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { uploadImport, waitForImport } from '../fixtures/user-import.js';

/**
 * `npm run school -- create|list|show`, through the functions the command calls, against the local
 * stack; the new school's admin signs in and imports students into it.
 */
const run = Date.now().toString(36);
const name = `Gymnasium am See ${run}`;
const adminEmail = `admin.${run}@see.example`;

let target: OnboardingTarget;
let onboarding: typeof import('../../scripts/school/school-onboarding.js');
let directory: typeof import('../../scripts/school/school-directory.js');
beforeAll(async () => {
  target = localOnboardingTarget();
  onboarding = await import('../../scripts/school/school-onboarding.js');
  directory = await import('../../scripts/school/school-directory.js');
});

const accountsWith = async (email: string) =>
  (await target.cognito.send(new ListUsersCommand({ UserPoolId: target.userPoolId, Filter: `email = "${email}"` }))).Users ?? [];

/** What the platform holds: the directory and the accounts with the e-mail address. */
const snapshot = async (email: string) => ({
  schools: await directory.schoolTable(),
  accounts: (await accountsWith(email)).map((user) => user.Username),
});

const refusal = async (input: OnboardingInput) => {
  const before = await snapshot(input.adminEmail);
  const error = await onboarding.onboardSchool(input, target).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(await snapshot(input.adminEmail)).toEqual(before);
  return error instanceof OnboardingError ? error.code : error;
};

describe('onboarding a school', () => {
  let created: Awaited<ReturnType<typeof onboarding.onboardSchool>>;
  /** The new school's first admin, signed in with their own password. */
  let newAdmin: string;

  it('creates the school, its active school year, the settings and the first admin with a temporary password', async () => {
    created = await onboarding.onboardSchool({ name, adminEmail, state: 'by' }, target);
    if (created.outcome !== 'created') throw new Error('not created');
    expect(created.schoolYear).toBe('2026/27');
    expect(created.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);

    const shown = await directory.describeSchool(name);
    expect(shown).toMatchObject({
      id: created.schoolId,
      name,
      admin: adminEmail,
      schoolYear: { id: '2026-27', start: '2026-08-01', end: '2027-07-31' },
      settings: { myGroups: 'own', encryptData: false, untisHolidays: true, weatherCityId: '', logo: false },
    });
    expect(await directory.describeSchool(created.schoolId)).toEqual(shown);
    expect((await directory.schoolTable()).map((school) => school.name)).toEqual(
      expect.arrayContaining([name, 'Gesamtschule am Lindenhof']),
    );

    // The temporary password only opens Cognito's new-password step; then the admin is signed in to the new school.
    const first = await initiateAuth(created.username, created.temporaryPassword ?? '');
    expect((first.body as { ChallengeName?: string }).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const token = await chooseFirstPassword(created.username, created.temporaryPassword ?? '', 'mein-passwort');
    newAdmin = token;
    const me = await callRoute('getBootstrap', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ isAdmin: true, role: 'tutor', email: adminEmail });
    expect(me.body.school).toMatchObject({ id: created.schoolId, name });
    expect(me.body.schoolYear).toMatchObject({ id: '2026-27' });
  });

  it("imports users into the new school's active year as its admin, not into the demo school", async () => {
    if (created.outcome !== 'created') throw new Error('not created');
    const file = csvFile([
      ['Nachname', 'Vorname', 'Klasse', 'Geschlecht'],
      ['Quellenhof', 'Mia', '5a', 'weiblich'],
      ['Quellenhof', 'Paul', '5b', 'männlich'],
    ]);
    const importId = await uploadImport(newAdmin, 'students', file);
    const started = await callRoute('startUserImport', {
      token: newAdmin,
      params: { importId },
      body: { keepDuplicates: false, confirmExisting: true },
    });
    expect(started.status).toBe(200);
    expect(await waitForImport(newAdmin, importId)).toMatchObject({ status: 'done', created: 2 });

    const listed = await callRoute('listSchoolUsers', { token: newAdmin, query: { search: 'Quellenhof' } });
    expect(listed.body.users.map((user) => [user.displayName, user.groupDisplayName, user.role])).toEqual([
      ['Mia Quellenhof', '5a', 'student'],
      ['Paul Quellenhof', '5b', 'student'],
    ]);
    useStackDynamoDb();
    const { groupIdsOfStudent } = await import('../../lambdas/timetable/year-groups.service.js');
    const mia = listed.body.users.find((user) => user.firstname === 'Mia');
    expect(await groupIdsOfStudent(created.schoolId, '2026-27', mia?.uid ?? '')).toEqual(['5a']);
    // The demo school's admin finds neither of them.
    const demoAdmin = await signIn('lehrer.mueller');
    expect((await callRoute('listSchoolUsers', { token: demoAdmin, query: { search: 'Quellenhof' } })).body.total).toBe(0);
  });

  it('changes nothing when run again with the same name and admin', async () => {
    const before = await snapshot(adminEmail);
    const again = await onboarding.onboardSchool(
      { name: `  ${name.toUpperCase()} `, adminEmail: adminEmail.toUpperCase(), state: 'BY' },
      target,
    );
    expect(again).toEqual({ outcome: 'unchanged', schoolId: created.schoolId, name });
    expect(await snapshot(adminEmail)).toEqual(before);
  });

  it('refuses a used e-mail address, an unknown state, a taken name and a bad school year, creating nothing', async () => {
    expect(await refusal({ name: `Realschule ${run}`, adminEmail })).toBe('email-in-use');
    expect(await refusal({ name: `Realschule ${run}`, adminEmail: 'mueller@lindenhof.example' })).toBe('email-in-use');
    expect(await refusal({ name: `Realschule ${run}`, adminEmail: `real.${run}@see.example`, state: 'XX' })).toBe('unknown-state');
    expect(await refusal({ name: 'Gesamtschule am Lindenhof', adminEmail: `other.${run}@see.example` })).toBe('school-name-exists');
    expect(await refusal({ name: `Realschule ${run}`, adminEmail: `real.${run}@see.example`, yearStart: '2026-08-01' })).toBe(
      'invalid-school-year',
    );
    expect(
      await refusal({ name: `Realschule ${run}`, adminEmail: `real.${run}@see.example`, yearStart: '2027-08-01', yearEnd: '2026-07-31' }),
    ).toBe('invalid-school-year');
    expect(await refusal({ name: 'X', adminEmail: 'no-address' })).toBe('invalid-input');
    expect(await directory.describeSchool(`Realschule ${run}`)).toBeUndefined();
  });

  it('takes the school year dates given', async () => {
    const result = await onboarding.onboardSchool(
      { name: `Grundschule ${run}`, adminEmail: `grund.${run}@see.example`, yearStart: '2026-09-01', yearEnd: '2027-08-31' },
      target,
    );
    if (result.outcome !== 'created') throw new Error('not created');
    expect(await directory.describeSchool(result.schoolId)).toMatchObject({
      schoolYear: { id: '2026-27', name: '2026/27', start: '2026-09-01', end: '2027-08-31' },
    });
  });
});
