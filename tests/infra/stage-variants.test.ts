import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSchulappApp } from '../../infra/create-app.js';
import { SchulappStack } from '../../infra/stacks/schulapp-stack.js';
import { stages } from '../../infra/stages.js';
import { defined } from '../fixtures/defined.js';
import { cdkJsonContext, withoutBundling } from './cdk-context.js';
import { onlyOf, resourcesOf } from './template.js';

const templateFor = (context: Record<string, unknown>) =>
  Template.fromStack(createSchulappApp({ ...cdkJsonContext, ...withoutBundling, ...context }).stack);

const templateWithWebBuild = (webDistDir: string) => {
  const app = new App({ context: { ...cdkJsonContext, ...withoutBundling } });
  const stack = new SchulappStack(app, 'SchulappStack-web', {
    config: { stage: 'web', ephemeral: false },
    webDistDir,
    env: { region: 'eu-central-1' },
  });
  return Template.fromStack(stack);
};

const deploymentsOf = (template: Template) =>
  Object.entries(template.findResources('Custom::CDKBucketDeployment')).map(([id, resource]) => ({
    id,
    properties: resource.Properties as Record<string, unknown>,
  }));

describe('context', () => {
  it('defaults to the dev stage in eu-central-1', () => {
    const { stack } = createSchulappApp({ ...withoutBundling });
    expect(stack.stackName).toBe('SchulappStack-dev');
    expect(stack.region).toBe('eu-central-1');
  });

  it('takes the region from context', () => {
    const { stack } = createSchulappApp({ ...withoutBundling, region: 'eu-west-1' });
    expect(stack.region).toBe('eu-west-1');
  });

  it.each([
    [{ stage: 'Prod' }, /must match/],
    [{ stage: 'a-stage-name-far-too-long' }, /must match/],
    [{ stage: 'prod', ephemeral: 'true' }, /cannot be ephemeral/],
    [{ domainName: 'schulapp.example.org' }, /together/],
    [{ weatherCityId: '2950159' }, /needs weatherApiKeySecret/],
    [{ account: '1234' }, /12 digits/],
    [{ region: 'frankfurt' }, /no AWS region/],
    [{ operatorEmail: 'betrieb' }, /no e-mail address/],
    [{ logRetentionDays: '15' }, /retention periods/],
    [{ pitrRecoveryDays: '36' }, /1 to 35/],
  ])('rejects %o', (context, message) => {
    expect(() => createSchulappApp({ ...withoutBundling, ...context })).toThrow(message);
  });
});

describe('stage settings of infra/stages.ts', () => {
  const tableOf = (template: Template) => onlyOf(template, 'AWS::DynamoDB::GlobalTable')[1].Properties as { Replicas: unknown[] };
  const retentionsOf = (template: Template) =>
    new Set(
      resourcesOf(template, 'AWS::Logs::LogGroup').map(([, group]) => (group.Properties as { RetentionInDays?: number }).RetentionInDays),
    );

  it('keeps prod restorable for 35 days and its logs for 90, with the weather secret of its entry', () => {
    const { stack } = createSchulappApp({ ...cdkJsonContext, ...withoutBundling, stage: 'prod' });
    const template = Template.fromStack(stack);
    expect(stack.region).toBe(stages.prod?.region);
    expect(tableOf(template).Replicas).toEqual([
      expect.objectContaining({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 35 } }),
    ]);
    expect(retentionsOf(template)).toEqual(new Set([90]));
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'schulapp-prod-today',
      Environment: { Variables: Match.objectLike({ WEATHER_API_KEY_SECRET: 'schulapp/prod/openweathermap' }) },
    });
  });

  it('keeps dev restorable for 7 days and its logs for 14', () => {
    const template = templateFor({ stage: 'dev' });
    expect(tableOf(template).Replicas).toEqual([
      expect.objectContaining({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 } }),
    ]);
    expect(retentionsOf(template)).toEqual(new Set([14]));
  });

  it('lets context override an entry: account, operator as the VAPID contact, retention', () => {
    const { stack } = createSchulappApp({
      ...cdkJsonContext,
      ...withoutBundling,
      stage: 'staging',
      account: '123456789012',
      operatorEmail: 'betrieb@schulapp.example',
      logRetentionDays: '30',
    });
    const template = Template.fromStack(stack);
    expect(stack.account).toBe('123456789012');
    expect(retentionsOf(template)).toEqual(new Set([30]));
    template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'schulapp/staging/vapid-keys' });
    template.hasResourceProperties('Custom::VapidKeyPair', { Subject: 'mailto:betrieb@schulapp.example' });
  });
});

describe('prod stage with its own domain', () => {
  const domainName = 'schulapp.example.org';
  let template: Template;
  beforeAll(() => {
    template = templateFor({
      stage: 'prod',
      domainName,
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
  });

  it('keeps users, table, files and key when the stack is deleted', () => {
    for (const type of ['AWS::Cognito::UserPool', 'AWS::DynamoDB::GlobalTable', 'AWS::KMS::Key']) {
      template.hasResource(type, { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    }
    template.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })],
    });
  });

  it('runs the user pool on the Plus tier with threat protection enforced', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('logs at info level, with debug for 1 % of invocations', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'schulapp-prod-system',
      Environment: {
        Variables: Match.objectLike({ POWERTOOLS_LOG_LEVEL: 'INFO', POWERTOOLS_LOGGER_SAMPLE_RATE: '0.01', SCHULAPP_STAGE: 'prod' }),
      },
    });
  });

  it('serves the distribution on the domain and allows it for file uploads', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [domainName],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: Match.arrayWith([`https://${domainName}`]) })] },
    });
    expect(template.findOutputs('WebUrl').WebUrl?.Value).toBe(`https://${domainName}`);
  });
});

describe('alarm e-mail', () => {
  it('subscribes the operator address of the stage config to the alarm topic', () => {
    const template = templateFor({ stage: 'ops', operatorEmail: 'betrieb@example.org' });
    const topics = Object.keys(template.findResources('AWS::SNS::Topic')).filter((id) => id.startsWith('MonitoringAlarmTopic'));
    expect(topics).toHaveLength(1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'betrieb@example.org',
      TopicArn: { Ref: topics[0] },
    });
  });

  it('refuses an address that is none', () => {
    expect(() => templateFor({ stage: 'ops', operatorEmail: 'betrieb' })).toThrow(/operatorEmail/);
  });
});

describe('weather', () => {
  const todayFunction = (template: Template) =>
    defined(
      Object.values(template.findResources('AWS::Lambda::Function', { Properties: { FunctionName: 'schulapp-dev-today' } }))[0],
      'the today function',
    ).Properties as { Environment: { Variables: Record<string, unknown> } };

  it('gives the today function the API key secret by name, the right to read it and the city, never the key', () => {
    const template = templateFor({ weatherApiKeySecret: 'schulapp/dev/openweathermap', weatherCityId: '2950159' });
    expect(todayFunction(template).Environment.Variables).toMatchObject({
      WEATHER_API_KEY_SECRET: 'schulapp/dev/openweathermap',
      WEATHER_CITY_ID: '2950159',
    });
    expect(todayFunction(template).Environment.Variables).not.toHaveProperty('WEATHER_API_KEY');
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
            Resource: Match.objectLike({
              'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp(':secret:schulapp/dev/openweathermap-\\?{6}')])]),
            }),
          }),
        ]),
      },
      Roles: [Match.objectLike({ Ref: Match.stringLikeRegexp('today') })],
    });
  });

  it('leaves a stage without the secret without weather, and the today function without secret access', () => {
    const template = templateFor({});
    expect(todayFunction(template).Environment.Variables).not.toHaveProperty('WEATHER_API_KEY_SECRET');
    const todayPolicies = resourcesOf(template, 'AWS::IAM::Policy')
      .map(([, policy]) => policy)
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('today'));
    expect(todayPolicies.length).toBeGreaterThan(0);
    expect(JSON.stringify(todayPolicies)).not.toContain('secretsmanager:');
    // The only secrets read at run time are the stage's VAPID keys, by the pushing jobs (tests/infra/schulapp-stack.test.ts).
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('openweathermap');
  });
});

describe('ephemeral stage', () => {
  let template: Template;
  beforeAll(() => {
    template = templateFor({ stage: 'pr-17', ephemeral: 'true' });
  });

  it('has no deletion protection and removes its data with the stack', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'schulapp-pr-17',
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })],
    });
    template.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'INACTIVE' });
    const retained = Object.entries(template.toJSON().Resources as Record<string, { DeletionPolicy?: string }>)
      .filter(([, resource]) => resource.DeletionPolicy === 'Retain')
      .map(([id]) => id);
    expect(retained).toEqual([]);
    // Web, files and access-log buckets.
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 3);
  });
});

describe('web build', () => {
  it('deploys only config.json while web/dist is not built', () => {
    const template = templateWithWebBuild(mkdtempSync(join(tmpdir(), 'schulapp-no-web-')));
    expect(deploymentsOf(template).map(({ id }) => id)).toEqual([expect.stringMatching(/^WebDeployConfig/)]);
  });

  it('deploys hashed assets immutable, pages and config.json uncached, none pruning', () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'schulapp-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Schulapp</title>');
    writeFileSync(join(webDistDir, 'assets', 'index-3f2a.js'), 'console.log(1)');
    const deployments = deploymentsOf(templateWithWebBuild(webDistDir));
    const byName = (prefix: string) => deployments.find(({ id }) => id.startsWith(prefix))?.properties;

    expect(deployments).toHaveLength(3);
    for (const { properties } of deployments) expect(properties.Prune).toBe(false);
    expect(byName('WebDeployAssets')).toMatchObject({
      Exclude: ['*'],
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(byName('WebDeployPages')).toMatchObject({
      Exclude: ['assets/*', 'config.json'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    expect(byName('WebDeployConfig')).toMatchObject({ SystemMetadata: { 'cache-control': 'no-cache' } });
  });
});
