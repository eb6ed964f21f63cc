import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { resolveCaller } from './caller.js';

const withClaims = (claims: Record<string, unknown>) =>
  ({ headers: {}, requestContext: { authorizer: { jwt: { claims, scopes: [] } } } }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

describe('resolveCaller', () => {
  it('reads school, role and the admin group as API Gateway passes them', async () => {
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
      subject: { uid: 'u1', schoolId: 'lindenhof', role: 'tutor' },
    });
  });

  it('accepts the groups claim as an array too', async () => {
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
});
