import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/roles.js';
import { env } from '../_lib/env.js';

const client = new CognitoIdentityProviderClient({ region: env.region });

/**
 * The Cognito side of the admin flag: admin rights need the group and the record's flag (see
 * caller.ts), so the group follows the flag; the person's next sign-in carries it in the token.
 */
export const setAdminGroup = async (username: string, isAdmin: boolean) => {
  const input = { UserPoolId: env.userPoolId, Username: username, GroupName: ADMIN_GROUP };
  await client.send(isAdmin ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input));
};
