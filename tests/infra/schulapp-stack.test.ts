import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SOURCE } from '../../events/event-catalog.js';
import { jobSubscriptions } from '../../events/subscriptions.js';
import { createSchulappApp } from '../../infra/create-app.js';
import { ADMIN_GROUP, cognitoClaims } from '../../shared/roles.js';
import { domains, routeEntries, routeKey } from '../../shared/routes/index.js';
import { tableDesign } from '../../shared/table-design.js';
import { defined } from '../fixtures/defined.js';
import { anyString, anything, arrayContaining, stringMatching } from '../fixtures/matchers.js';
import { cdkJsonContext } from './cdk-context.js';
import { onlyOf, referencedId, resourceById, resourcesOf, type GetAtt, type Resource } from './template.js';

const customAttributes = [cognitoClaims.schoolId, cognitoClaims.role];
const cachingDisabledPolicyId = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeaderPolicyId = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let template: Template;
let assemblyDirectory: string;

const resourcesOfType = <T extends string>(type: T) => resourcesOf(template, type);
const onlyResource = <T extends string>(type: T, id?: RegExp) => onlyOf(template, type, id);
const json = (value: unknown) => JSON.stringify(value);
/** Domain and job functions (the CDK's own helper functions have no table). */
const appFunctions = () => resourcesOfType('AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Environment?.Variables?.TABLE_NAME);
const domainFunctions = () => appFunctions().filter(([, fn]) => !fn.Properties.FunctionName?.startsWith('schulapp-test-job-'));

// Bundles every function with esbuild: on a busy machine this takes longer than the project's hook timeout.
beforeAll(() => {
  const { app, stack } = createSchulappApp({ ...cdkJsonContext, stage: 'test' });
  template = Template.fromStack(stack);
  assemblyDirectory = app.synth().directory;
}, 400_000);

describe('auth', () => {
  it('signs in by username with e-mail alias, case-insensitively, without self sign-up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolName: 'schulapp-test',
      AliasAttributes: ['email'],
      UsernameAttributes: Match.absent(),
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('defines the custom attributes of shared/roles.ts as mutable strings', () => {
    const [, pool] = onlyResource('AWS::Cognito::UserPool');
    for (const claim of customAttributes) {
      expect(pool.Properties.Schema).toContainEqual({
        Name: claim.replace('custom:', ''),
        AttributeDataType: 'String',
        Mutable: true,
      });
    }
  });

  it('has the admin group in the pool', () => {
    const [poolId] = onlyResource('AWS::Cognito::UserPool');
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: ADMIN_GROUP,
      UserPoolId: { Ref: poolId },
    });
  });

  it('lets the web client sign in with USER_PASSWORD_AUTH and refresh, without a secret', () => {
    const [, client] = onlyResource('AWS::Cognito::UserPoolClient');
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      PreventUserExistenceErrors: 'LEGACY',
      AllowedOAuthFlowsUserPoolClient: false,
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
    });
    expect(client.Properties.ExplicitAuthFlows).toEqual(expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']));
  });

  it('lets the client read school and role but never write them', () => {
    const [, client] = onlyResource('AWS::Cognito::UserPoolClient');
    expect([...client.Properties.ReadAttributes].sort()).toEqual(
      ['custom:role', 'custom:schoolId', 'custom:uid', 'email', 'email_verified'].sort(),
    );
    // Without WriteAttributes Cognito would let a signed-in user write every mutable attribute
    // (UpdateUserAttributes with the user's own access token); only the e-mail is the user's to change.
    expect(client.Properties.WriteAttributes).toEqual(['email']);
    for (const attribute of [...customAttributes, cognitoClaims.uid]) expect(client.Properties.WriteAttributes).not.toContain(attribute);
  });
});

describe('table', () => {
  it('uses the keys, indexes and TTL of shared/table-design.ts', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'schulapp-test',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
    });
  });

  it('has point-in-time recovery and deletion protection', () => {
    const [, table] = onlyResource('AWS::DynamoDB::GlobalTable');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties.Replicas).toEqual([
      expect.objectContaining({
        Region: 'eu-central-1',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 35 },
      }),
    ]);
  });
});

describe('domain functions', () => {
  it('has one Node.js 22 function per domain and per job, nothing more: arm64, the schools function (sharp) x86_64', () => {
    expect(
      appFunctions()
        .map(([, fn]) => fn.Properties.FunctionName)
        .sort(),
    ).toEqual(
      [
        ...domains.map((domain) => `schulapp-test-${domain}`),
        ...jobSubscriptions.map((job) => `schulapp-test-job-${job.id.toLowerCase()}`),
      ].sort(),
    );
    for (const [, fn] of domainFunctions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        // The school logo is rendered with sharp, whose binary is linux-x64 (see infra/constructs/domain-functions.construct.ts).
        Architectures: [fn.Properties.FunctionName === 'schulapp-test-schools' ? 'x86_64' : 'arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: anyString() } },
      });
    }
  });

  it('passes the environment lambdas/_lib/env.ts reads', () => {
    const [tableId] = onlyResource('AWS::DynamoDB::GlobalTable');
    const [poolId] = onlyResource('AWS::Cognito::UserPool');
    const [busId] = onlyResource('AWS::Events::EventBus');
    const [topicId] = onlyResource('AWS::SNS::Topic', /^EventsSupportTickets/);
    const domainFunctionNames = new Set(domainFunctions().map(([, fn]) => fn.Properties.FunctionName));
    for (const [, fn] of appFunctions()) {
      // The notifications function schedules sends, the pushing jobs the openings of push windows, the absence alert job lesson
      // starts: they also need the bus ARN and the scheduler role; the pushing jobs alone read the VAPID keys.
      const pushing = ['schulapp-test-job-pushdelivery', 'schulapp-test-job-pushwindow'].includes(fn.Properties.FunctionName ?? '');
      const scheduling =
        ['schulapp-test-notifications', 'schulapp-test-job-unexcusedabsencealert'].includes(fn.Properties.FunctionName ?? '') || pushing
          ? {
              EVENT_BUS_ARN: { 'Fn::GetAtt': [busId, 'Arn'] },
              SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [expect.stringMatching(/SchedulerRole/), 'Arn'] },
            }
          : {};
      const vapid = pushing ? { VAPID_SECRET_ARN: { Ref: stringMatching(/^WebPushVapidKeys/) } } : {};
      // The schools function makes the schools' data keys (encryptData) under the stage's data key.
      const [keyId] = onlyResource('AWS::KMS::Key');
      const schoolKeys =
        fn.Properties.FunctionName === 'schulapp-test-schools' ? { PERSONAL_DATA_KEY_ARN: { 'Fn::GetAtt': [keyId, 'Arn'] } } : {};
      expect(fn.Properties.Environment?.Variables).toEqual({
        TABLE_NAME: { Ref: tableId },
        USER_POOL_ID: { Ref: poolId },
        FILES_BUCKET: { Ref: stringMatching(/^FilesBucket/) },
        EVENT_BUS_NAME: { Ref: busId },
        SUPPORT_TICKETS_TOPIC_ARN: { Ref: topicId },
        POWERTOOLS_SERVICE_NAME: anyString(),
        POWERTOOLS_LOG_LEVEL: 'DEBUG',
        POWERTOOLS_LOGGER_SAMPLE_RATE: '0',
        POWERTOOLS_METRICS_NAMESPACE: 'Schulapp',
        SCHULAPP_STAGE: 'test',
        ...scheduling,
        ...vapid,
        ...schoolKeys,
        // The API functions check the header CloudFront adds (lambdas/_lib/edge.ts); jobs are not behind the API.
        ...(domainFunctionNames.has(fn.Properties.FunctionName) && { ORIGIN_VERIFY_SECRET: anything() }),
      });
    }
  });

  it('lets only the notifications function, the pushing jobs and the absence alert job manage their own one-time schedules and pass the scheduler role', () => {
    const policyOf = (fn: Resource<'AWS::Lambda::Function'>) =>
      resourcesOfType('AWS::IAM::Policy')
        .filter(([, policy]) => policy.Properties.Roles.some((role) => role.Ref === referencedId(fn.Properties.Role)))
        .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
    const schedulers = appFunctions().filter(([, fn]) => json(policyOf(fn)).includes('scheduler:CreateSchedule'));
    const prefixes: Record<string, string> = {
      'schulapp-test-notifications': 'notification-*',
      'schulapp-test-job-pushdelivery': 'push-window-*',
      'schulapp-test-job-pushwindow': 'push-window-*',
      'schulapp-test-job-unexcusedabsencealert': 'absence-alert-*',
    };
    expect(schedulers.map(([, fn]) => fn.Properties.FunctionName).sort()).toEqual(Object.keys(prefixes).sort());
    for (const [, fn] of schedulers) {
      const statements = policyOf(fn);
      const schedule = defined(
        statements.find((statement) => json(statement.Action).includes('scheduler:CreateSchedule')),
        'the schedule statement',
      );
      expect([schedule.Action].flat().sort()).toEqual(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:UpdateSchedule']);
      const prefix = defined(prefixes[fn.Properties.FunctionName ?? ''], 'the schedule prefix');
      expect(json(schedule.Resource)).toContain(`schedule/default/${prefix}`);
      for (const other of Object.values(prefixes).filter((each) => each !== prefix))
        expect(json(schedule.Resource)).not.toContain(other.slice(0, -1));
      expect(statements).toContainEqual(expect.objectContaining({ Action: 'iam:PassRole' }));
    }
  });

  it('lets only the support function publish to the KMS-encrypted support tickets topic', () => {
    const [topicId] = onlyResource('AWS::SNS::Topic', /^EventsSupportTickets/);
    const publishers = domainFunctions().filter(([, fn]) => {
      const roleId = referencedId(fn.Properties.Role);
      return resourcesOfType('AWS::IAM::Policy').some(
        ([, policy]) =>
          policy.Properties.Roles.some((role) => role.Ref === roleId) &&
          policy.Properties.PolicyDocument.Statement.some(
            (statement) => statement.Action === 'sns:Publish' && json(statement.Resource) === json({ Ref: topicId }),
          ),
      );
    });
    expect(publishers.map(([, fn]) => fn.Properties.FunctionName)).toEqual(['schulapp-test-support']);
    const [, supportFn] = defined(publishers[0], 'the support function');
    const supportPolicy = resourcesOfType('AWS::IAM::Policy').find(([, policy]) =>
      policy.Properties.Roles.some((role) => role.Ref === referencedId(supportFn.Properties.Role)),
    );
    expect(json(supportPolicy?.[1].Properties.PolicyDocument)).toContain('kms:GenerateDataKey');
  });

  it('bundles each handler as an ESM module with a source map beside it, from infra/lambda-bundling.ts', () => {
    for (const [, fn] of appFunctions()) {
      const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
      const bundle = join(assemblyDirectory, `asset.${assetHash}`, 'index.mjs');
      expect(existsSync(bundle)).toBe(true);
      expect(existsSync(`${bundle}.map`)).toBe(true);
      // The environment provider stands in for the SDK's default credential chain.
      expect(readFileSync(bundle, 'utf8').includes('AssumeRoleWithWebIdentity')).toBe(false);
    }
  });
});

describe('HTTP API', () => {
  it('verifies Cognito ID tokens of the web client', () => {
    const [poolId] = onlyResource('AWS::Cognito::UserPool');
    const [clientId] = onlyResource('AWS::Cognito::UserPoolClient');
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.eu-central-1.amazonaws.com/', { Ref: poolId }]] },
      },
    });
  });

  it('has exactly one route per entry of the route table (shared/routes/)', () => {
    expect(resourcesOfType('AWS::ApiGatewayV2::Route')).toHaveLength(routeEntries.length);
  });

  it.each(routeEntries)('routes %s to its domain function with the right authorization', (_name, route) => {
    const [authorizerId] = onlyResource('AWS::ApiGatewayV2::Authorizer');
    const found = resourcesOfType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.RouteKey === routeKey(route));
    expect(found).toHaveLength(1);
    const [, apiRoute] = defined(found[0], `the route ${routeKey(route)}`);
    if (route.access === 'public') {
      expect(apiRoute.Properties.AuthorizationType).toBe('NONE');
      expect(apiRoute.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(apiRoute.Properties.AuthorizationType).toBe('JWT');
      expect(apiRoute.Properties.AuthorizerId).toEqual({ Ref: authorizerId });
    }
    const integrationId = referencedId(apiRoute.Properties.Target['Fn::Join'][1][1]);
    const integration = resourceById(template, integrationId, 'AWS::ApiGatewayV2::Integration');
    const functionId = referencedId(integration.Properties.IntegrationUri);
    expect(resourceById(template, functionId, 'AWS::Lambda::Function').Properties.FunctionName).toBe(`schulapp-test-${route.domain}`);
  });

  it('serves the calendar feed without the JWT authorizer: its secret token is the credential', () => {
    const [, feedRoute] = defined(
      resourcesOfType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === 'GET /api/ical/{feed}'),
      'the feed route',
    );
    expect(feedRoute.Properties.AuthorizationType).toBe('NONE');
    expect(feedRoute.Properties.AuthorizerId).toBeUndefined();
  });

  it('throttles the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
    });
  });
});

describe('files bucket', () => {
  const filesBucket = () =>
    defined(
      resourcesOfType('AWS::S3::Bucket').find(([id]) => id.startsWith('FilesBucket')),
      'the files bucket',
    );

  it('encrypts with the rotating customer-managed key and blocks public access', () => {
    const [keyId] = onlyResource('AWS::KMS::Key');
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    const [, bucket] = filesBucket();
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          {
            BucketKeyEnabled: true,
            ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: { 'Fn::GetAtt': [keyId, 'Arn'] } },
          },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    expect(json(bucket.Properties.LifecycleConfiguration)).toContain('"AbortIncompleteMultipartUpload":{"DaysAfterInitiation":1}');
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        Id: 'expire-code-exports',
        Prefix: 'code-exports/',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      }),
    );
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        Id: 'expire-timetable-imports',
        Prefix: 'timetable-imports/',
        ExpirationInDays: 7,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      }),
    );
  });

  it('allows presigned POST uploads and GET from the web origin only, no PUT', () => {
    const [distributionId] = onlyResource('AWS::CloudFront::Distribution');
    const [, bucket] = filesBucket();
    expect(bucket.Properties.CorsConfiguration.CorsRules[0]?.AllowedMethods).not.toContain('PUT');
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: arrayContaining(['GET', 'POST']),
        AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] }],
      }),
    ]);
  });

  it('denies requests without TLS', () => {
    const [bucketId] = filesBucket();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });
});

describe('files module (storage)', () => {
  it('refuses writes to the files bucket with another encryption or another KMS key', () => {
    const [bucketId] = resourcesOfType('AWS::S3::Bucket').find(([id]) => id.startsWith('FilesBucket')) ?? [''];
    const [keyId] = onlyResource('AWS::KMS::Key');
    const policy = resourcesOfType('AWS::S3::BucketPolicy').find(([, resource]) => resource.Properties.Bucket.Ref === bucketId);
    const statements = defined(policy, 'the files bucket policy')[1].Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Sid: 'DenyOtherEncryption',
        Effect: 'Deny',
        Action: 's3:PutObject',
        Condition: {
          StringNotEquals: { 's3:x-amz-server-side-encryption': 'aws:kms' },
          Null: { 's3:x-amz-server-side-encryption': 'false' },
        },
      }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Sid: 'DenyOtherKmsKey',
        Condition: {
          StringNotEquals: { 's3:x-amz-server-side-encryption-aws-kms-key-id': { 'Fn::GetAtt': [keyId, 'Arn'] } },
          Null: { 's3:x-amz-server-side-encryption-aws-kms-key-id': 'false' },
        },
      }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('runs the thumbnail job on x86_64 (the linux-x64 binary of sharp) and the upload cleanup every hour', () => {
    const functions = resourcesOfType('AWS::Lambda::Function');
    const [thumbnailId, thumbnail] = defined(
      functions.find(([, fn]) => fn.Properties.FunctionName === 'schulapp-test-job-storagethumbnail'),
      'the thumbnail job',
    );
    expect(thumbnail.Properties.Architectures).toEqual(['x86_64']);
    const [cleanupId] = defined(
      functions.find(([, fn]) => fn.Properties.FunctionName === 'schulapp-test-job-storagecleanup'),
      'the cleanup job',
    );
    const rules = resourcesOfType('AWS::Events::Rule').map(([, rule]) => rule.Properties);
    expect(rules).toContainEqual(
      expect.objectContaining({
        ScheduleExpression: 'rate(1 hour)',
        Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [cleanupId, 'Arn'] } })],
      }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({
        EventPattern: { source: [EVENT_SOURCE], 'detail-type': ['storage.thumbnailRequested'] },
        Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [thumbnailId, 'Arn'] } })],
      }),
    );
  });

  it('runs the lesson-change window job every day', () => {
    const [windowId] = defined(
      resourcesOfType('AWS::Lambda::Function').find(([, fn]) => fn.Properties.FunctionName === 'schulapp-test-job-lessonchangewindow'),
      'the lesson-change window job',
    );
    expect(resourcesOfType('AWS::Events::Rule').map(([, rule]) => rule.Properties)).toContainEqual(
      expect.objectContaining({
        ScheduleExpression: 'rate(1 day)',
        Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [windowId, 'Arn'] } })],
      }),
    );
  });
});

describe('web', () => {
  const distributionConfig = () => onlyResource('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

  it('serves the private web bucket through Origin Access Control', () => {
    onlyResource('AWS::CloudFront::OriginAccessControl');
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.Origins).toContainEqual(expect.objectContaining({ OriginAccessControlId: anything(), S3OriginConfig: anything() }));
  });

  it('forwards /api/* uncached to the HTTP API', () => {
    const [apiId] = onlyResource('AWS::ApiGatewayV2::Api');
    const config = distributionConfig();
    const apiBehavior = defined(
      config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*'),
      'the /api/* behavior',
    );
    expect(apiBehavior).toMatchObject({
      AllowedMethods: arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      CachePolicyId: cachingDisabledPolicyId,
      OriginRequestPolicyId: allViewerExceptHostHeaderPolicyId,
    });
    const apiOrigin = config.Origins.find((origin) => origin.Id === apiBehavior.TargetOriginId);
    expect(apiOrigin?.DomainName).toEqual({
      'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.eu-central-1.amazonaws.com']],
    });
  });

  it('has no distribution-wide error pages, which would replace API errors', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('serves index.html for app routes and files unchanged', () => {
    const [, spaFunction] = onlyResource('AWS::CloudFront::Function');
    expect(distributionConfig().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: anything() },
    ]);
    const handler = runInNewContext(`${spaFunction.Properties.FunctionCode}; handler;`) as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/termine/2025-03-01')).toBe('/index.html');
    expect(uriFor('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(uriFor('/config.json')).toBe('/config.json');
  });

  it('sends security headers with a CSP that allows Cognito and the files bucket', () => {
    const [, policy] = onlyResource('AWS::CloudFront::ResponseHeadersPolicy');
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers).toMatchObject({
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true },
    });
    const csp = json(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://cognito-idp.eu-central-1.amazonaws.com https://schulapp-test-files-");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    const config = distributionConfig();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: stringMatching(/^WebSecurityHeaders/) });
    }
  });

  it('deploys config.json with the pool and client ids', () => {
    const [poolId] = onlyResource('AWS::Cognito::UserPool');
    const [clientId] = onlyResource('AWS::Cognito::UserPoolClient');
    const deployments = resourcesOfType('Custom::CDKBucketDeployment');
    const configDeployment = deployments.find(([id]) => id.startsWith('WebDeployConfig'));
    expect(json(configDeployment?.[1].Properties.SourceMarkers)).toContain(json({ Ref: poolId }));
    expect(json(configDeployment?.[1].Properties.SourceMarkers)).toContain(json({ Ref: clientId }));
  });
});

describe('events', () => {
  it('has the stage event bus with an archive', () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'schulapp-test' });
    onlyResource('AWS::Events::Archive');
  });

  it('has a Scheduler role that may invoke the domain functions and put events', () => {
    const [roleId] = defined(
      resourcesOfType('AWS::IAM::Role').find(([, role]) =>
        json(role.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
      ),
      'the scheduler role',
    );
    const [, policy] = defined(
      resourcesOfType('AWS::IAM::Policy').find(([, p]) => p.Properties.Roles.some((role) => role.Ref === roleId)),
      'the scheduler policy',
    );
    const statements = policy.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(expect.objectContaining({ Action: 'events:PutEvents' }));
    const invoke = defined(
      statements.find((statement) => statement.Action === 'lambda:InvokeFunction'),
      'the invoke statement',
    );
    expect((invoke.Resource as Partial<GetAtt>[]).filter((resource) => resource['Fn::GetAtt'])).toHaveLength(domains.length);
  });

  it('runs each job of events/subscriptions.ts from a bus rule with retries and the dead-letter queue', () => {
    const rules = resourcesOfType('AWS::Events::Rule');
    // One bus rule per job, and a schedule rule for each scheduled job.
    expect(rules).toHaveLength(jobSubscriptions.length + jobSubscriptions.filter((job) => job.schedule).length);
    const [queueId] = onlyResource('AWS::SQS::Queue');
    for (const job of jobSubscriptions) {
      const [functionId, fn] = defined(
        appFunctions().find(([, candidate]) => candidate.Properties.FunctionName === `schulapp-test-job-${job.id.toLowerCase()}`),
        `the job ${job.id}`,
      );
      expect(fn.Properties).toMatchObject({ MemorySize: job.memoryMb, Timeout: job.timeoutMinutes * 60 });
      const [, rule] = defined(
        rules.find(([, candidate]) => json(candidate.Properties.EventPattern ?? {}).includes(job.detailType)),
        `the rule of ${job.id}`,
      );
      expect(rule.Properties.EventPattern).toEqual({ source: [EVENT_SOURCE], 'detail-type': [job.detailType] });
      expect(rule.Properties.Targets).toEqual([
        expect.objectContaining({
          Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 7200 },
        }),
      ]);
    }
  });

  it('has the KMS-encrypted support tickets topic and a dead-letter queue', () => {
    const [keyId] = onlyResource('AWS::KMS::Key');
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'schulapp-test-support-tickets',
      KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });
});

describe('observability', () => {
  const functionByName = new Map<string, string>();
  const serviceOf = (name: string) => {
    const job = jobSubscriptions.find((entry) => name === `schulapp-test-job-${entry.id.toLowerCase()}`);
    return job ? job.entry.split('/')[1] : name.replace('schulapp-test-', '');
  };
  const alarmNamed = (name: string) => {
    const alarm = resourcesOfType('AWS::CloudWatch::Alarm').find(
      ([, resource]) => resource.Properties.AlarmName === `schulapp-test-${name}`,
    );
    return defined(alarm, `alarm ${name}`)[1].Properties;
  };

  it('gives every function the Powertools environment of its domain and active X-Ray tracing', () => {
    expect(appFunctions()).toHaveLength(domains.length + jobSubscriptions.length);
    for (const [id, fn] of appFunctions()) {
      const name = defined(fn.Properties.FunctionName, 'function name');
      functionByName.set(name, id);
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment?.Variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: serviceOf(name),
        POWERTOOLS_LOG_LEVEL: 'DEBUG',
        POWERTOOLS_METRICS_NAMESPACE: 'Schulapp',
        SCHULAPP_STAGE: 'test',
      });
    }
    expect(new Set(appFunctions().map(([, fn]) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME))).toEqual(
      new Set([...domains, ...jobSubscriptions.map((job) => job.entry.split('/')[1])]),
    );
  });

  it('has the operator topic for alarms, with TLS only and no subscription unless the stage config names an e-mail address', () => {
    const [id, topic] = onlyResource('AWS::SNS::Topic', /^MonitoringAlarmTopic/);
    expect(topic.Properties).toMatchObject({ TopicName: 'schulapp-test-alarms' });
    const [, policy] = onlyResource('AWS::SNS::TopicPolicy', /^MonitoringAlarmTopic/);
    expect(policy.Properties).toMatchObject({
      Topics: [{ Ref: id }],
      PolicyDocument: { Statement: [{ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }] },
    });
    expect(resourcesOfType('AWS::SNS::Subscription')).toHaveLength(0);
  });

  it.each([
    ['api-server-error-rate', 5],
    ['api-latency-p99', 3000],
    ['lambda-throttles', 10],
    ['dynamo-db-throttles', 10],
    ['dead-letters', 1],
    ['failed-jobs', 1],
  ])('alarms the operator on %s at %d, and again when it is over', (name, threshold) => {
    const [topic] = onlyResource('AWS::SNS::Topic', /^MonitoringAlarmTopic/);
    const alarm = alarmNamed(name);
    expect(alarm).toMatchObject({
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topic }],
      OKActions: [{ Ref: topic }],
    });
  });

  it('watches what each alarm is about', () => {
    const [apiId] = onlyResource('AWS::ApiGatewayV2::Api');
    const [tableId] = onlyResource('AWS::DynamoDB::GlobalTable');
    const metricsOf = (name: string) => json(alarmNamed(name));
    expect(metricsOf('api-server-error-rate')).toContain('IF(requests > 0, 100 * errors / requests, 0)');
    expect(metricsOf('api-server-error-rate')).toContain('"MetricName":"5xx"');
    expect(metricsOf('api-server-error-rate')).toContain(apiId);
    expect(alarmNamed('api-latency-p99')).toMatchObject({ MetricName: 'Latency', Namespace: 'AWS/ApiGateway', ExtendedStatistic: 'p99' });
    expect(alarmNamed('lambda-throttles')).toMatchObject({ MetricName: 'Throttles', Namespace: 'AWS/Lambda', Statistic: 'Sum' });
    expect(metricsOf('dynamo-db-throttles')).toMatch(/ReadThrottleEvents.*WriteThrottleEvents/);
    expect(metricsOf('dynamo-db-throttles')).toContain(tableId);
    expect(alarmNamed('dead-letters')).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Statistic: 'Maximum',
    });
    expect(alarmNamed('failed-jobs')).toMatchObject({
      MetricName: 'JobFailures',
      Namespace: 'Schulapp',
      Statistic: 'Sum',
      Dimensions: arrayContaining([
        { Name: 'service', Value: 'jobs' },
        { Name: 'stage', Value: 'test' },
      ]),
    });
  });

  it('has one dashboard for the stage with the API, the functions, the table, the queue, the jobs and the EMF metrics', () => {
    const [, dashboard] = onlyResource('AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties.DashboardName).toBe('schulapp-test');
    // The body is JSON joined with references; each reference becomes its logical id.
    const parts = (dashboard.Properties.DashboardBody as { 'Fn::Join': [string, (string | { Ref: string } | GetAtt)[]] })['Fn::Join'][1];
    const body = JSON.parse(
      parts.map((part) => (typeof part === 'string' ? part : 'Ref' in part ? part.Ref : part['Fn::GetAtt'][0])).join(''),
    ) as {
      widgets: { properties: { title: string; metrics?: unknown[][] } }[];
    };
    const metricsOf = (title: string) =>
      json(
        defined(
          body.widgets.find((widget) => widget.properties.title === title),
          title,
        ).properties.metrics,
      );
    expect(metricsOf('API requests and 5xx')).toMatch(/"Count".*"5xx".*"4xx"/);
    expect(metricsOf('API latency p50 / p99 (ms)')).toMatch(/"Latency".*"p50".*"Latency".*"p99"/);
    for (const [title, metric] of [
      ['Lambda errors', 'Errors'],
      ['Lambda throttles', 'Throttles'],
      ['Lambda duration p99 (ms)', 'Duration'],
    ] as const) {
      for (const id of functionByName.values()) expect(metricsOf(title)).toContain(`"${metric}","FunctionName","${id}"`);
    }
    expect(metricsOf('DynamoDB throttles')).toMatch(/ReadThrottleEvents.*WriteThrottleEvents/);
    expect(metricsOf('DynamoDB consumed capacity')).toMatch(/ConsumedReadCapacityUnits.*ConsumedWriteCapacityUnits/);
    expect(metricsOf('Dead-letter queue depth')).toContain('ApproximateNumberOfMessagesVisible');
    expect(metricsOf('Job runs and failures')).toMatch(/"JobRuns","service","jobs","stage","test".*"JobFailures"/);
    const searched = json(body.widgets.map((widget) => widget.properties.metrics));
    for (const name of ['Requests', 'ServerErrors', 'DynamoDbRequests', 'FanOutInboxes', 'ImportRows'])
      expect(searched).toContain(json(`SEARCH('{Schulapp,service,stage} MetricName="${name}" stage="test"'`).slice(0, -1));
    expect(body.widgets[0]?.properties.title).toBe('Alarms');
  });
});

describe('outputs and tags', () => {
  it('exports what deployment scripts and the web need', () => {
    expect(Object.keys(template.findOutputs('*'))).toEqual(
      expect.arrayContaining([
        'ApiUrl',
        'WebUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'FilesBucket',
        'EventBusName',
        'SchedulerRoleArn',
      ]),
    );
  });

  it('tags resources with the stage', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Tags: Match.arrayWith([{ Key: 'stage', Value: 'test' }]),
    });
  });
});

describe('Web Push', () => {
  const policiesOfRole = (roleId: string) =>
    resourcesOfType('AWS::IAM::Policy').filter(([, policy]) => policy.Properties.Roles.some((role) => role.Ref === roleId));

  it('keeps the VAPID keys in a secret that a custom resource fills once, and only the pushing jobs may read', () => {
    const [secretId] = onlyResource('AWS::SecretsManager::Secret', /^WebPushVapidKeys/);
    const [, keyPair] = onlyResource('Custom::VapidKeyPair');
    expect(keyPair.Properties.SecretId).toEqual({ Ref: secretId });
    const readers = resourcesOfType('AWS::IAM::Policy')
      .filter(([, policy]) =>
        policy.Properties.PolicyDocument.Statement.some(
          (statement) => json(statement.Action).includes('secretsmanager:GetSecretValue') && json(statement.Resource).includes(secretId),
        ),
      )
      .flatMap(([, policy]) => policy.Properties.Roles.map((role) => role.Ref));
    const roleOf = (name: string) =>
      referencedId(
        defined(
          appFunctions().find(([, fn]) => fn.Properties.FunctionName === name),
          name,
        )[1].Properties.Role,
      );
    const generatorRole = referencedId(
      defined(
        resourcesOfType('AWS::Lambda::Function').find(([, fn]) => fn.Properties.FunctionName === 'schulapp-test-vapid-keys'),
        'the generator',
      )[1].Properties.Role,
    );
    expect(readers.sort()).toEqual(
      [roleOf('schulapp-test-job-pushdelivery'), roleOf('schulapp-test-job-pushwindow'), generatorRole].sort(),
    );
    // The generator writes the key pair into that secret and nothing else.
    const generatorActions = policiesOfRole(generatorRole).flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
    const secretStatement = defined(
      generatorActions.find((statement) => json(statement.Action).includes('secretsmanager:')),
      'the secret statement',
    );
    expect([secretStatement.Action].flat().sort()).toEqual(['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue']);
    expect(secretStatement.Resource).toEqual({ Ref: secretId });
  });

  it('hands the public key to the web app in config.json', () => {
    const [keyPairId] = onlyResource('Custom::VapidKeyPair');
    const configDeployment = resourcesOfType('Custom::CDKBucketDeployment').find(([id]) => id.startsWith('WebDeployConfig'));
    expect(json(configDeployment?.[1].Properties.SourceMarkers)).toContain(json({ 'Fn::GetAtt': [keyPairId, 'PublicKey'] }));
  });
});
