import { App } from 'aws-cdk-lib';
import { repoPath } from './repo-paths.js';
import { readStageConfig } from './stage-config.js';
import { SchulappStack } from './stacks/schulapp-stack.js';

// School data stays in Frankfurt unless `-c region=...` says otherwise. CDK_DEFAULT_REGION is not
// used: the CLI sets it to us-east-1 when no region is configured, which would move the data silently.
const defaultRegion = 'eu-central-1';

/**
 * The CDK app for one stage. The CLI passes cdk.json's context through the environment; tests
 * pass it (with their stage) as `context`.
 */
export const createSchulappApp = (context: Record<string, unknown> = {}) => {
  const app = new App({ context });
  const config = readStageConfig(app.node);
  const stack = new SchulappStack(app, `SchulappStack-${config.stage}`, {
    ...config,
    webDistDir: repoPath('web/dist'),
    env: {
      account: process.env.CDK_DEFAULT_ACCOUNT,
      region: String(app.node.tryGetContext('region') ?? defaultRegion),
    },
  });
  return { app, stack };
};
