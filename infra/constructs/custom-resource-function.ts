import { Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { cdkBundling } from '../lambda-bundling.js';
import { repoPath, repoRoot } from '../repo-paths.js';
import { dataRemovalPolicy, logRetention, resourceName, type StageConfig } from '../stage-config.js';

/**
 * The function behind a CloudFormation custom resource (infra/custom-resources/<name>.handler.ts):
 * its log group, a role that may write only there (the caller adds what the resource does), and the
 * function itself, named `schulapp-<stage>-<name>`. Ids `<id>Logs`, `<id>Role` and `<id>` in the scope.
 */
export const customResourceFunction = (
  scope: Construct,
  id: string,
  { config, name, description }: { config: StageConfig; name: string; description: string },
) => {
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: logRetention(config), removalPolicy: dataRemovalPolicy(config) });
  const role = new Role(scope, `${id}Role`, { description, assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  role.addToPolicy(new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
  const fn = new NodejsFunction(scope, id, {
    role,
    functionName: resourceName(config, name),
    entry: repoPath(`infra/custom-resources/${name}.handler.ts`),
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: repoPath('package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 256,
    timeout: Duration.seconds(30),
    logGroup,
    bundling: cdkBundling,
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Node.js 22, the runtime of every Schulapp function (shared/STACK-NOTES.md).',
  });
  return { role, fn };
};
