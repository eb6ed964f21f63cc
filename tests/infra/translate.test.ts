import type { TranslateClient } from '@aws-sdk/client-translate';
import { Template } from 'aws-cdk-lib/assertions';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { createSchulappApp } from '../../infra/create-app.js';
import { probeTranslate } from '../../infra/custom-resources/translate-probe.handler.js';
import { defined } from '../fixtures/defined.js';
import { cdkJsonContext, withoutBundling } from './cdk-context.js';
import { onlyOf, referencedId, resourcesOf } from './template.js';

/** A staging stage as `cdk synth -c stage=staging` makes it. */
const stagingApp = () => createSchulappApp({ ...cdkJsonContext, ...withoutBundling, stage: 'staging' });

/**
 * Translations on a deployed stage come from Amazon Translate only: the local stand-in's
 * '[Platzhalter-Übersetzung …]' cannot be reached from there, and a stage without Translate access
 * fails its deployment.
 */
describe('translation on a deployed stage', () => {
  it('gives no function an endpoint override: every SDK client talks to the real service', () => {
    const template = Template.fromStack(stagingApp().stack);
    for (const [, fn] of resourcesOf(template, 'AWS::Lambda::Function')) {
      const names = Object.keys(fn.Properties.Environment?.Variables ?? {});
      expect(names.filter((name) => name.startsWith('AWS_ENDPOINT_URL'))).toEqual([]);
    }
  });

  it('fails synth when a function would reach the local translation stand-in', () => {
    const { app, stack } = stagingApp();
    const translation = defined(
      stack.node
        .findAll()
        .find((node): node is NodejsFunction => node instanceof NodejsFunction && node.node.path.endsWith('/translation')),
      'the translation function',
    );
    translation.addEnvironment('AWS_ENDPOINT_URL_TRANSLATE', 'http://127.0.0.1:8130');
    expect(() => app.synth()).toThrow(
      /Functions\/translation\/Resource: AWS_ENDPOINT_URL_TRANSLATE: a deployed stage reaches AWS services at their own endpoints only/,
    );
  });

  it('translates one word with TranslateText at deployment, with a role allowed nothing else', () => {
    const template = Template.fromStack(stagingApp().stack);
    const [, probe] = onlyOf(template, 'Custom::TranslateProbe');
    const probeFunctionId = defined(
      /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(JSON.stringify(probe.Properties))?.[1],
      'the probe function of the service token',
    );
    const [, fn] = defined(
      resourcesOf(template, 'AWS::Lambda::Function').find(([id]) => id === probeFunctionId),
      'the probe function',
    );
    expect(fn.Properties.FunctionName).toBe('schulapp-staging-translate-probe');
    const roleId = referencedId(fn.Properties.Role);
    const actions = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement.flatMap((statement) => [statement.Action].flat()));
    expect(actions.sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 'translate:TranslateText']);
  });

  it("fails the deployment with the service's answer when Translate refuses, and passes when it translates", async () => {
    const answering = (send: () => Promise<unknown>) => ({ send }) as unknown as TranslateClient;
    const refusal = Object.assign(new Error('User is not authorized to access this resource'), { name: 'AccessDeniedException' });
    expect(
      await probeTranslate(
        'en',
        answering(() => Promise.reject(refusal)),
      ),
    ).toBe(
      "Amazon Translate is not usable for this stage (AccessDeniedException: User is not authorized to access this resource); the stage's translations would fail",
    );
    expect(
      await probeTranslate(
        'en',
        answering(() => Promise.resolve({})),
      ),
    ).toBe('Amazon Translate answered without a translation');
    expect(
      await probeTranslate(
        'en',
        answering(() => Promise.resolve({ TranslatedText: 'Hello' })),
      ),
    ).toBeNull();
  });
});
