import { CustomResource, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, CfnFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { cdkBundling } from '../lambda-bundling.js';
import { repoPath, repoRoot } from '../repo-paths.js';
import { dataRemovalPolicy, logRetention, resourceName, type StageConfig } from '../stage-config.js';

/**
 * Environment variables that send an AWS SDK client to another endpoint than the service's own:
 * the local stack uses them for its emulators and for the translation stand-in (its
 * '[Platzhalter-Übersetzung …]'), so no function of a deployed stage may carry one.
 */
const endpointOverride = /^AWS_ENDPOINT_URL(_|$)/;

/** The functions of a stack whose environment sends an SDK client elsewhere, with the variables. */
const endpointOverridesOf = (stack: Stack) =>
  stack.node
    .findAll()
    .filter((node): node is CfnFunction => node instanceof CfnFunction)
    .flatMap((fn) => {
      const environment = stack.resolve(fn.environment) as { variables?: Record<string, unknown> } | undefined;
      const names = Object.keys(environment?.variables ?? {}).filter((name) => endpointOverride.test(name));
      return names.length > 0 ? [`${fn.node.path}: ${names.join(', ')}`] : [];
    });

/**
 * Translations on a deployed stage come from Amazon Translate and from nothing else: synth fails
 * when a function would reach another endpoint (the local stand-in), and the deployment fails when
 * the stage cannot use Amazon Translate (a custom resource translates one word with TranslateText
 * on create and on every change of its settings), so neither a stand-in text nor a broken service
 * reaches users.
 */
export class TranslateCheck extends Construct {
  constructor(scope: Construct, id: string, { config }: { config: StageConfig }) {
    super(scope, id);
    const stack = Stack.of(this);
    stack.node.addValidation({
      validate: () =>
        endpointOverridesOf(stack).map(
          (found) =>
            `${found}: a deployed stage reaches AWS services at their own endpoints only (AWS_ENDPOINT_URL_* is the local stack's, e.g. its translation stand-in)`,
        ),
    });

    const logGroup = new LogGroup(this, 'ProbeLogs', { retention: logRetention(config), removalPolicy: dataRemovalPolicy(config) });
    const role = new Role(this, 'ProbeRole', {
      description: `Schulapp ${config.stage}: checks at deployment that Amazon Translate answers`,
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    role.addToPolicy(new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
    role.addToPolicy(new PolicyStatement({ actions: ['translate:TranslateText'], resources: ['*'] }));
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Amazon Translate has no resource types for TranslateText: the action takes no resource ARN, so * is the only resource.',
    });
    const probe = new NodejsFunction(this, 'Probe', {
      role,
      functionName: resourceName(config, 'translate-probe'),
      entry: repoPath('infra/custom-resources/translate-probe.handler.ts'),
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
    Validations.of(probe).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22, the runtime of every Schulapp function (shared/STACK-NOTES.md).',
    });
    new CustomResource(this, 'TranslateProbe', {
      serviceToken: probe.functionArn,
      resourceType: 'Custom::TranslateProbe',
      properties: { TargetLanguageCode: 'en' },
    });
  }
}
