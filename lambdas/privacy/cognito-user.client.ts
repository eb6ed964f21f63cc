import { AdminDeleteUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../_lib/env.js';

const client = new CognitoIdentityProviderClient({ region: env.region });

/** Deletes the sign-in of a deleted account; one that is gone already (or never was) is no error. */
export const deleteSignIn = async (username: string) => {
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: username }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
};
