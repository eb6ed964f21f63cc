import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  AliasExistsException,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClaims, type AppRole } from '../../shared/roles.js';
import { AppError } from '../_lib/app-error.js';
import { env } from '../_lib/env.js';
import { traced } from '../_lib/observability.js';

const client = traced(new CognitoIdentityProviderClient({ region: env.region }));

export interface NewAccount {
  username: string;
  password: string;
  email?: string;
  schoolId: string;
  role: AppRole;
  uid: string;
}

export const deleteCognitoAccount = async (username: string) => {
  await client.send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: username }));
};

/**
 * Creates the Cognito user with its permanent password (no invitation message). School, role and
 * the user record's uid travel as custom attributes into the ID token. If setting the password
 * fails, the user is deleted again.
 */
export const createCognitoAccount = async (account: NewAccount) => {
  const attributes = [
    { Name: cognitoClaims.schoolId, Value: account.schoolId },
    { Name: cognitoClaims.role, Value: account.role },
    { Name: cognitoClaims.uid, Value: account.uid },
    ...(account.email
      ? [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
        ]
      : []),
  ];
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: env.userPoolId,
        Username: account.username,
        UserAttributes: attributes,
        MessageAction: 'SUPPRESS',
      }),
    );
  } catch (error) {
    if (error instanceof UsernameExistsException) throw new AppError('username-already-in-use');
    if (error instanceof AliasExistsException) throw new AppError('email-already-in-use');
    throw error;
  }
  try {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: env.userPoolId,
        Username: account.username,
        Password: account.password,
        Permanent: true,
      }),
    );
  } catch (error) {
    await deleteCognitoAccount(account.username);
    if (error instanceof InvalidPasswordException) throw new AppError('validation-failed', { 'body.password': 'too_small' });
    throw error;
  }
};
