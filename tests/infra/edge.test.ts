import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobSubscriptions } from '../../events/subscriptions.js';
import { routeThrottles } from '../../infra/constructs/api.construct.js';
import { JOB_CONCURRENCY } from '../../infra/constructs/job-functions.construct.js';
import { CALENDAR_FEED_PATH_PATTERN } from '../../infra/constructs/web.construct.js';
import { createSchulappApp } from '../../infra/create-app.js';
import { routeEntries, routeKey } from '../../shared/routes/index.js';
import { defined } from '../fixtures/defined.js';
import { objectContaining } from '../fixtures/matchers.js';
import { cdkJsonContext, withoutBundling } from './cdk-context.js';
import { onlyOf, referencedId, resourcesOf, type Ref } from './template.js';

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

describe('calendar feeds at the edge', () => {
  const behaviors = () => distributionConfig().CacheBehaviors;
  const feedBehavior = () =>
    defined(
      behaviors().find((behavior) => behavior.PathPattern === CALENDAR_FEED_PATH_PATTERN),
      'the calendar feed behavior',
    );

  it('matches the feed route before /api/*, on the same API origin, for GET and HEAD only', () => {
    expect(CALENDAR_FEED_PATH_PATTERN).toBe('/api/ical/*');
    const patterns = behaviors().map((behavior) => behavior.PathPattern);
    expect(patterns.indexOf(CALENDAR_FEED_PATH_PATTERN)).toBeLessThan(patterns.indexOf('/api/*'));
    const apiBehavior = defined(
      behaviors().find((behavior) => behavior.PathPattern === '/api/*'),
      'the /api/* behavior',
    );
    expect(feedBehavior().TargetOriginId).toBe(apiBehavior.TargetOriginId);
    expect(feedBehavior().AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it("caches as long as the API's Cache-Control says, at most 5 minutes, keyed by the path (the token) alone", () => {
    const [policyId, policy] = onlyOf(app, 'AWS::CloudFront::CachePolicy');
    expect(referencedId(defined(feedBehavior().CachePolicyId as Ref | undefined, 'its cache policy'))).toBe(policyId);
    const config = policy.Properties.CachePolicyConfig;
    expect({ min: config.MinTTL, default: config.DefaultTTL, max: config.MaxTTL }).toEqual({ min: 0, default: 0, max: 300 });
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
    });
  });

  it('forwards no cookies (CloudFront then answers and revalidates with If-None-Match) but the viewer address', () => {
    const [policyId, policy] = onlyOf(app, 'AWS::CloudFront::OriginRequestPolicy');
    expect(referencedId(defined(feedBehavior().OriginRequestPolicyId as Ref | undefined, 'its origin request policy'))).toBe(policyId);
    expect(policy.Properties.OriginRequestPolicyConfig).toEqual({
      Comment: expect.any(String) as unknown,
      Name: expect.any(String) as unknown,
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['CloudFront-Viewer-Address'] },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
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
