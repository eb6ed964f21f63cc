import { CustomResource, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config.js';
import { customResourceFunction } from './custom-resource-function.js';

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

    const { role, fn: probe } = customResourceFunction(this, 'Probe', {
      config,
      name: 'translate-probe',
      description: `Schulapp ${config.stage}: checks at deployment that Amazon Translate answers`,
    });
    role.addToPolicy(new PolicyStatement({ actions: ['translate:TranslateText'], resources: ['*'] }));
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Amazon Translate has no resource types for TranslateText: the action takes no resource ARN, so * is the only resource.',
    });
    new CustomResource(this, 'TranslateProbe', {
      serviceToken: probe.functionArn,
      resourceType: 'Custom::TranslateProbe',
      properties: { TargetLanguageCode: 'en' },
    });
  }
}
