import { spawnSync } from 'node:child_process';
import { repoRoot } from '../../infra/repo-paths.js';
import { deployCommands, deployUsage, outputsFile, parseDeployArgs } from './deploy-command.js';
import { runOpsScript } from './ops-args.js';

/** `npm run deploy -- --stage <name> [--diff]`: builds the web app and runs `cdk deploy` (or `cdk diff`) for one stage. */
const main = async () => {
  const options = parseDeployArgs(process.argv.slice(2));
  for (const { command, args } of deployCommands(options)) {
    console.log(`$ ${command} ${args.join(' ')}`);
    const { status } = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
    if (status !== 0) {
      console.error(`${command} ${args[0] ?? ''} failed (exit code ${String(status)})`);
      process.exitCode = status ?? 1;
      return Promise.resolve();
    }
  }
  if (!options.diff) console.log(`Stack outputs of ${options.stage}: ${outputsFile(options.stage)}`);
  return Promise.resolve();
};

runOpsScript(main, deployUsage);
