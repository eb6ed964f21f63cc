import { parseOpsArgs, UsageError } from './ops-args.js';

export const deployUsage = `Usage: npm run deploy -- --stage <name> [--diff] [--skip-build] [--profile <aws profile>]

  --stage       a stage of infra/stages.ts (its account, region, domain, retention)
  --diff        show what would change (cdk diff), deploy nothing
  --skip-build  use the existing web/dist instead of building the web app first
  --profile     the AWS CLI profile to use (default: the usual credential chain)`;

export interface DeployOptions {
  stage: string;
  diff: boolean;
  skipBuild: boolean;
  profile?: string;
}

export const parseDeployArgs = (argv: string[]): DeployOptions => {
  const { stage, values, positionals } = parseOpsArgs(argv, {
    diff: { type: 'boolean' },
    'skip-build': { type: 'boolean' },
    profile: { type: 'string' },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals.join(' ')}`);
  return {
    stage,
    diff: values.diff === true,
    skipBuild: values['skip-build'] === true,
    profile: typeof values.profile === 'string' ? values.profile : undefined,
  };
};

/** Where a deployment writes the stack outputs (URLs, pool, table, bucket names) for the operator and the school command. */
export const outputsFile = (stage: string) => `.data/stages/${stage}.outputs.json`;

export interface Command {
  command: string;
  args: string[];
}

/**
 * The commands a deployment runs, in order: the web build (the stack deploys web/dist), then the
 * CDK CLI over both stacks of the stage (the web firewall in us-east-1 first). A deployment asks
 * before widening IAM or security groups; a diff changes nothing.
 */
export const deployCommands = ({ stage, diff, skipBuild, profile }: DeployOptions): Command[] => {
  const cdkArgs = ['cdk', diff ? 'diff' : 'deploy', '--all', '-c', `stage=${stage}`];
  if (!diff) cdkArgs.push('--require-approval', 'broadening', '--outputs-file', outputsFile(stage));
  if (profile) cdkArgs.push('--profile', profile);
  return [...(skipBuild ? [] : [{ command: 'npm', args: ['run', 'build'] }]), { command: 'npx', args: cdkArgs }];
};
