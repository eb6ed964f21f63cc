import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { resourceName, type StageConfig } from '../stage-config.js';

/** CloudFront web ACLs live in us-east-1, whatever region the app runs in. */
export const EDGE_FIREWALL_REGION = 'us-east-1';

/**
 * Requests per viewer address and five minutes before the firewall blocks the address on the
 * routes that are cheap to flood: the bootstrap every app start calls (a whole school may share one
 * NAT address, so it is generous) and registration, whose codes can be guessed.
 */
export const edgeRateLimits = {
  bootstrap: { path: '/api/me', limit: 3000 },
  registration: { pathPrefix: '/api/registration/', limit: 300 },
} as const;

export type EdgeFirewallStackProps = StackProps & { config: StageConfig };

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const uriPath = (searchString: string, positionalConstraint: 'EXACTLY' | 'STARTS_WITH'): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const managedRuleGroup = (
  name: string,
  priority: number,
  ruleActionOverrides?: wafv2.CfnWebACL.RuleActionOverrideProperty[],
): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
  visibilityConfig: visibility(name),
});

/** The stage's AWS WAF web ACL for its CloudFront distribution (deployed before the app stack). */
export class EdgeFirewallStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, { config, ...props }: EdgeFirewallStackProps) {
    super(scope, id, { description: `Schulapp (${config.stage}): web firewall of the distribution`, ...props });
    const webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: resourceName(config, 'edge'),
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(resourceName(config, 'edge')),
      rules: [
        {
          name: 'RateLimitBootstrap',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: edgeRateLimits.bootstrap.limit,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: uriPath(edgeRateLimits.bootstrap.path, 'EXACTLY'),
            },
          },
          visibilityConfig: visibility('RateLimitBootstrap'),
        },
        {
          name: 'RateLimitRegistration',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: edgeRateLimits.registration.limit,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: uriPath(edgeRateLimits.registration.pathPrefix, 'STARTS_WITH'),
            },
          },
          visibilityConfig: visibility('RateLimitRegistration'),
        },
        // The API refuses bodies over its own limit with a stable code (413); the group's 8 KB
        // body rule would answer larger imports' JSON with a bare 403 instead, so it only counts.
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 2, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });
    this.webAclArn = webAcl.attrArn;
  }
}
