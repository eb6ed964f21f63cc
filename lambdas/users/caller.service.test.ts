import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveCaller } from './caller.service.js';

/** The user record resolveCaller reads (null unless a test sets it) and any school it asks for, without a table. */
const records = vi.hoisted(() => ({ current: null as Record<string, unknown> | null }));
const schoolOf = (schoolId: string) => ({ id: schoolId, name: `Schule ${schoolId}`, myGroups: 'own', untisHolidays: true });
vi.mock('../_lib/batch-get.js', () => ({
  itemRead: (_entity: unknown, key: Record<string, string>) => key,
  getItems: (keys: Record<string, string>[]) =>
    Promise.resolve(
      keys.map((key) => {
        if ('guardianUid' in key) return null;
        const record = records.current;
        if (!('uid' in key)) return schoolOf(String(key.schoolId));
        return record && record.schoolId === key.schoolId && record.uid === key.uid ? record : null;
      }),
    ),
}));
/** The service of all entities would join the mocked user entity; these tests write nothing through it. */
vi.mock('../_lib/schulapp-service.js', () => ({ schulapp: {} }));
const recordOf = (fields: Record<string, unknown>) => {
  records.current = { signedUp: true, isAdmin: false, ...fields };
  return records.current;
};
beforeEach(() => {
  records.current = null;
});

const withClaims = (claims: Record<string, unknown>) =>
  ({ headers: {}, requestContext: { authorizer: { jwt: { claims, scopes: [] } } } }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

describe('resolveCaller', () => {
  it('reads school, role and the admin group as API Gateway passes them', async () => {
    const user = recordOf({ schoolId: 'lindenhof', uid: 'u1', role: 'tutor', isAdmin: true });
    const caller = await resolveCaller(
      withClaims({
        sub: 'u1',
        'custom:role': 'tutor',
        'custom:schoolId': 'lindenhof',
        'cognito:groups': '[admin]',
        'cognito:username': 'lehrer.mueller',
      }),
    );
    expect(caller).toEqual({
      uid: 'u1',
      username: 'lehrer.mueller',
      role: 'tutor',
      schoolId: 'lindenhof',
      isAdmin: true,
      user,
      school: schoolOf('lindenhof'),
      subject: { uid: 'u1', schoolId: 'lindenhof', role: 'tutor' },
      subjectSchool: schoolOf('lindenhof'),
    });
  });

  it('accepts the groups claim as an array too', async () => {
    recordOf({ schoolId: 's1', uid: 'u1', role: 'student', isAdmin: true });
    const caller = await resolveCaller(
      withClaims({ sub: 'u1', 'custom:role': 'student', 'custom:schoolId': 's1', 'cognito:groups': ['other', 'admin'] }),
    );
    expect(caller.isAdmin).toBe(true);
  });

  it('refuses tokens without subject, without school or role, and the service role', async () => {
    await expect(resolveCaller(withClaims({}))).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(resolveCaller(withClaims({ sub: 'u1', 'custom:role': 'tutor' }))).rejects.toMatchObject({ code: 'user-not-registered' });
    await expect(resolveCaller(withClaims({ sub: 'u1', 'custom:role': 'service', 'custom:schoolId': 's1' }))).rejects.toMatchObject({
      code: 'no-access-rights',
    });
  });

  it("refuses a school or role claim the user record does not confirm, and admin rights without the record's flag", async () => {
    recordOf({ schoolId: 'lindenhof', uid: 'u1', role: 'student', isAdmin: false });
    const claims = { sub: 'u1', 'custom:role': 'student', 'custom:schoolId': 'lindenhof', 'cognito:groups': '[admin]' };
    expect((await resolveCaller(withClaims(claims))).isAdmin).toBe(false);
    await expect(resolveCaller(withClaims({ ...claims, 'custom:schoolId': 'sonnenberg' }))).rejects.toMatchObject({
      code: 'user-not-registered',
    });
    await expect(resolveCaller(withClaims({ ...claims, 'custom:role': 'tutor' }))).rejects.toMatchObject({ code: 'user-not-registered' });
  });
});
