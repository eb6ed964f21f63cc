import fs from 'node:fs';
import path from 'node:path';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { handlerEnvironment, loadStackConfig } from '../dev-stack/stack-config.js';
import type { OnboardingTarget } from './school-onboarding.js';

/** Why no target could be found: school-messages.ts has the texts. */
export class TargetError extends Error {
  constructor(
    readonly code: 'no-local-stack' | 'stack-not-found' | 'stack-output-missing',
    readonly detail = '',
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'TargetError';
  }
}

/** The CloudFormation outputs of a deployed stage that name the table and the user pool (infra/stacks/schulapp-stack.ts). */
const stageOutputs = async (stage: string) => {
  const stackName = `SchulappStack-${stage}`;
  const client = new CloudFormationClient({ region: process.env.AWS_REGION ?? 'eu-central-1' });
  const { Stacks = [] } = await client.send(new DescribeStacksCommand({ StackName: stackName })).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'ValidationError') throw new TargetError('stack-not-found', stackName);
    throw error;
  });
  const outputs = new Map((Stacks[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]));
  const output = (key: string) => {
    const value = outputs.get(key);
    if (!value) throw new TargetError('stack-output-missing', `${stackName}: ${key}`);
    return value;
  };
  return { TABLE_NAME: output('TableName'), USER_POOL_ID: output('UserPoolId') };
};

/**
 * Where the command writes, set into the environment before any entity module is loaded (they read
 * TABLE_NAME when they are built):
 * - `--stage <name>`: the deployed stage `SchulappStack-<name>` in AWS_REGION (default eu-central-1),
 *   table and user pool from its outputs, with the caller's AWS credentials; AWS_ENDPOINT_URL and
 *   AWS_ENDPOINT_URL_<SERVICE> are honoured by the SDK. The first admin is invited by e-mail.
 * - otherwise TABLE_NAME and USER_POOL_ID from the environment when both are set (e.g. LocalStack
 *   with AWS_ENDPOINT_URL), else the running local stack (`npm start`: its data folder, ports and
 *   pool id, as `npm run seed` finds them). The temporary password is printed.
 */
export const resolveTarget = async (stage: string | undefined): Promise<OnboardingTarget> => {
  if (stage) {
    Object.assign(process.env, await stageOutputs(stage));
  } else if (!(process.env.TABLE_NAME && process.env.USER_POOL_ID)) {
    const config = loadStackConfig();
    const stateFile = path.join(config.dataDir, 'stack.json');
    if (!fs.existsSync(stateFile)) throw new TargetError('no-local-stack', config.dataDir);
    const { userPoolId } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { userPoolId: string };
    Object.assign(process.env, handlerEnvironment(config, userPoolId));
  }
  return {
    cognito: new CognitoIdentityProviderClient({ region: process.env.AWS_REGION ?? 'eu-central-1' }),
    userPoolId: process.env.USER_POOL_ID ?? '',
    delivery: stage ? 'email' : 'print',
  };
};
