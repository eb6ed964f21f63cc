import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeThrottles } from '../../infra/constructs/api.construct.js';
import { JOB_CONCURRENCY } from '../../infra/constructs/job-functions.construct.js';
import { createSchulappApp } from '../../infra/create-app.js';
import { jobSubscriptions } from '../../events/subscriptions.js';
import { routeEntries, routeKey } from '../../shared/routes/index.js';
import { cdkJsonContext, withoutBundling } from './cdk-context.js';
import { defined } from '../fixtures/defined.js';
import { onlyOf, resourcesOf } from './template.js';
import { objectContaining } from '../fixtures/matchers.js';

let app: Template;
let firewall: Template;
let firewallRegion: string;
let firewallStackName: string;

beforeAll(() => {
  const created = createSchulappApp({ ...cdkJsonContext, ...withoutBundling, stage: 'test' });
  app = Template.fromStack(created.stack);
  firewall = Template.fromStack(created.firewall);
  firewallRegion = created.firewall.region;
  firewallStackName = created.firewall.stackName;
});

const distributionConfig = () => onlyOf(app, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

describe('web firewall', () => {
  it('is a CLOUDFRONT web ACL in its own us-east-1 stack', () => {
    expect(firewallRegion).toBe('us-east-1');
    expect(firewallStackName).toBe('SchulappEdgeFirewall-test');
    const [, acl] = onlyOf(firewall, 'AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} }, Name: 'schulapp-test-edge' });
  });

  it('runs the AWS managed common and known-bad-inputs rule groups', () => {
    const [, acl] = onlyOf(firewall, 'AWS::WAFv2::WebACL');
    const groups = acl.Properties.Rules.flatMap((rule) => rule.Statement.ManagedRuleGroupStatement ?? []);
    expect(groups.map((group) => `${group.VendorName}/${group.Name}`).sort()).toEqual([
      'AWS/AWSManagedRulesCommonRuleSet',
      'AWS/AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('blocks an address that floods the bootstrap or registration', () => {
    const [, acl] = onlyOf(firewall, 'AWS::WAFv2::WebACL');
    const rateRules = acl.Properties.Rules.filter((rule) => rule.Statement.RateBasedStatement);
    const scopes = rateRules.map((rule) => {
      const rate = defined(rule.Statement.RateBasedStatement, 'a rate-based statement');
      expect(rule.Action).toEqual({ Block: {} });
      expect(rate).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
      const match = rate.ScopeDownStatement.ByteMatchStatement;
      expect(match.FieldToMatch).toEqual({ UriPath: {} });
      return `${match.PositionalConstraint} ${match.SearchString}`;
    });
    expect(scopes.sort()).toEqual(['EXACTLY /api/me', 'STARTS_WITH /api/registration/']);
    for (const path of ['/api/registration/codes/check', '/api/registration/tutors', '/api/me']) {
      expect(routeEntries.some(([, route]) => route.path === path)).toBe(true);
    }
  });

  it('protects the distribution', () => {
    expect(distributionConfig().WebACLId).toEqual({
      'Fn::GetStackOutput': objectContaining({ StackName: 'SchulappEdgeFirewall-test', Region: 'us-east-1' }),
    });
  });
});

describe('API behind CloudFront only', () => {
  const apiOrigin = () => {
    const config = distributionConfig();
    const apiBehavior = defined(
      config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*'),
      'the /api/* behavior',
    );
    return defined(
      config.Origins.find((origin) => origin.Id === apiBehavior.TargetOriginId),
      'the API origin',
    );
  };

  it('sends the origin secret from Secrets Manager with every API request, never its value in the template', () => {
    const [secretId, secret] = onlyOf(app, 'AWS::SecretsManager::Secret', /^OriginVerifySecret/);
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(apiOrigin().OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] },
      },
    ]);
  });

  it('gives every API function the same secret to check, and the jobs none', () => {
    const [secretId] = onlyOf(app, 'AWS::SecretsManager::Secret', /^OriginVerifySecret/);
    const functions = resourcesOf(app, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Environment?.Variables?.TABLE_NAME);
    for (const [, fn] of functions) {
      const value = fn.Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRET;
      if (fn.Properties.FunctionName?.startsWith('schulapp-test-job-')) expect(value).toBeUndefined();
      else expect(value).toEqual({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] });
    }
  });

  it('forwards the viewer address (CloudFront-Viewer-Address) with the AllViewerExceptHostHeader policy', () => {
    const apiBehavior = distributionConfig().CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(apiBehavior?.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });
});

describe('throttling', () => {
  it('gives public and expensive routes their own lower limits on the stage', () => {
    const [, stage] = onlyOf(app, 'AWS::ApiGatewayV2::Stage');
    const expected = Object.fromEntries(
      routeEntries.flatMap(([name, route]) => {
        const throttle = routeThrottles[name];
        return throttle ? [[routeKey(route), { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit }]] : [];
      }),
    );
    expect(stage.Properties.RouteSettings).toEqual(expected);
    for (const key of ['POST /api/registration/tutors', 'POST /api/registration/codes/check', 'POST /api/user-imports/{importId}/start']) {
      expect(stage.Properties.RouteSettings[key]?.ThrottlingRateLimit).toBeLessThan(
        stage.Properties.DefaultRouteSettings.ThrottlingRateLimit,
      );
    }
    // The stage is created after the routes it names.
    const routeIds = resourcesOf(app, 'AWS::ApiGatewayV2::Route')
      .filter(([, route]) => route.Properties.RouteKey in expected)
      .map(([id]) => id);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('caps the jobs, so imports and sends of several schools cannot take the API functions’ concurrency', () => {
    const jobs = resourcesOf(app, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.FunctionName?.startsWith('schulapp-test-job-'));
    expect(jobs).toHaveLength(jobSubscriptions.length);
    for (const [, job] of jobs) expect(job.Properties.ReservedConcurrentExecutions).toBe(JOB_CONCURRENCY);
  });
});
