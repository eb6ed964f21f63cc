import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP, cognitoClaims } from '../../shared/roles.js';
import { callRoute, initiateAuth, signIn } from '../fixtures/api-session.js';
import { stack } from '../fixtures/local-stack.js';
import { tokenClaims } from '../fixtures/token-claims.js';

/**
 * School, role and admin group arrive as token claims. A user who rewrites their own claims (cognito-local
 * lets a user update custom attributes; the AWS app client may not write them) or an admin group without
 * the user record's admin flag must not get another school's data, another role's routes or admin rights.
 */
const cognito = async (operation: string, body: Record<string, unknown>) => {
  const response = await fetch(`${stack.cognitoUrl}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Sets one of the user's own attributes with their access token, as a client of the app could try. */
const setOwnAttribute = async (username: string, name: string, value: string) => {
  const answer = await initiateAuth(username);
  const accessToken = (answer.body.AuthenticationResult as { AccessToken?: string } | undefined)?.AccessToken;
  return cognito('UpdateUserAttributes', { AccessToken: accessToken, UserAttributes: [{ Name: name, Value: value }] });
};

/** Runs `check` with the user's attribute rewritten, then puts the original value back. */
const withOwnAttribute = async (username: string, name: string, value: string, check: (token: string) => Promise<void>) => {
  const original = String(tokenClaims(await signIn(username))[name]);
  expect((await setOwnAttribute(username, name, value)).status).toBe(200);
  try {
    const token = await signIn(username);
    expect(tokenClaims(token)[name]).toBe(value);
    await check(token);
  } finally {
    await setOwnAttribute(username, name, original);
  }
};

describe('claims checked against the user record', () => {
  it("refuses a tutor who rewrote his school claim to another school's", async () => {
    await withOwnAttribute('lehrer.klein', cognitoClaims.schoolId, 'lindenhof', async (token) => {
      for (const route of ['getBootstrap', 'getWeekplan', 'listMyGroups'] as const) {
        expect(await callRoute(route, { token })).toMatchObject({ status: 403, body: { error: { code: 'user-not-registered' } } });
      }
    });
  });

  it('refuses a student who rewrote her role claim to tutor', async () => {
    await withOwnAttribute('schueler.lena', cognitoClaims.role, 'tutor', async (token) => {
      expect(await callRoute('listMyGroups', { token })).toMatchObject({ status: 403, body: { error: { code: 'user-not-registered' } } });
      expect(await callRoute('getTodayOverview', { token })).toMatchObject({
        status: 403,
        body: { error: { code: 'user-not-registered' } },
      });
    });
  });

  it('still serves the user with the original claims', async () => {
    expect((await callRoute('getBootstrap', { token: await signIn('lehrer.klein') })).status).toBe(200);
    expect((await callRoute('getWeekplan', { token: await signIn('schueler.lena') })).status).toBe(200);
  });
});

describe('admin routes', () => {
  it('refuse a member of the admin group whose user record is not flagged admin', async () => {
    const group = { UserPoolId: stack.userPoolId, Username: 'lehrer.schmidt', GroupName: ADMIN_GROUP };
    expect((await cognito('AdminAddUserToGroup', group)).status).toBe(200);
    try {
      const token = await signIn('lehrer.schmidt');
      expect(tokenClaims(token)[cognitoClaims.groups]).toContain(ADMIN_GROUP);
      expect(await callRoute('getCodeCardTemplate', { token })).toMatchObject({ status: 403, body: { error: { code: 'not-admin' } } });
      expect(await callRoute('getUserImport', { token, params: { importId: 'unknown-import' } })).toMatchObject({ status: 403 });
      expect((await callRoute('getBootstrap', { token })).body.user.isAdmin).toBe(false);
    } finally {
      await cognito('AdminRemoveUserFromGroup', group);
    }
  });

  it('serve the admin whose record is flagged admin', async () => {
    expect((await callRoute('getCodeCardTemplate', { token: await signIn('lehrer.mueller') })).status).toBe(200);
  });
});
