import { App } from 'aws-cdk-lib';
import { repoPath } from './repo-paths.js';
import { EDGE_FIREWALL_REGION, EdgeFirewallStack } from './stacks/edge-firewall-stack.js';
import { SchulappStack } from './stacks/schulapp-stack.js';
import { readStageConfig } from './stage-config.js';

// School data stays in Frankfurt unless the stage (infra/stages.ts or `-c region=...`) says otherwise. CDK_DEFAULT_REGION is not
// used: the CLI sets it to us-east-1 when no region is configured, which would move the data silently.
const defaultRegion = 'eu-central-1';

/**
 * The CDK app for one stage: the web firewall (in us-east-1, as CloudFront requires) and the app
 * stack, which references the firewall across regions. The CLI passes cdk.json's context through
 * the environment; tests pass it (with their stage) as `context`.
 */
export const createSchulappApp = (context: Record<string, unknown> = {}) => {
  const app = new App({ context });
  const config = readStageConfig(app.node);
  // The stage's account when infra/stages.ts names one (CDK then refuses credentials of another).
  const account = config.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  const firewall = new EdgeFirewallStack(app, `SchulappEdgeFirewall-${config.stage}`, {
    config,
    env: { account, region: EDGE_FIREWALL_REGION },
    crossRegionReferences: true,
  });
  const stack = new SchulappStack(app, `SchulappStack-${config.stage}`, {
    config,
    webDistDir: repoPath('web/dist'),
    webAclArn: firewall.webAclArn,
    env: { account, region: config.region ?? defaultRegion },
    crossRegionReferences: true,
  });
  return { app, stack, firewall };
};
