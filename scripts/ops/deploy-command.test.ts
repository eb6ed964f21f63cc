import { describe, expect, it } from 'vitest';
import { deployCommands, parseDeployArgs } from './deploy-command.js';
import { UsageError } from './ops-args.js';

describe('npm run deploy', () => {
  it('builds the web app, then deploys both stacks of the stage, asking before IAM widens, and keeps the outputs', () => {
    expect(deployCommands(parseDeployArgs(['--stage', 'prod']))).toEqual([
      { command: 'npm', args: ['run', 'build'] },
      {
        command: 'npx',
        args: [
          'cdk',
          'deploy',
          '--all',
          '-c',
          'stage=prod',
          '--require-approval',
          'broadening',
          '--outputs-file',
          '.data/stages/prod.outputs.json',
        ],
      },
    ]);
  });

  it('only diffs with --diff, and passes the profile', () => {
    expect(deployCommands(parseDeployArgs(['--stage=staging', '--diff', '--skip-build', '--profile', 'schulapp-staging']))).toEqual([
      { command: 'npx', args: ['cdk', 'diff', '--all', '-c', 'stage=staging', '--profile', 'schulapp-staging'] },
    ]);
  });

  it.each([
    [[], /--stage <name> is required/],
    [['--stage'], /argument missing|requires a value|--stage/],
    [['--stage', 'Prod'], /must match/],
    [['--stage', 'preview'], /not in infra\/stages\.ts \(known: dev, staging, prod\)/],
    [['--stage', 'prod', '--force'], /Unknown option '--force'/],
    [['--stage', 'prod', 'now'], /unexpected argument now/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseDeployArgs(argv)).toThrow(UsageError);
    expect(() => parseDeployArgs(argv)).toThrow(message);
  });
});
