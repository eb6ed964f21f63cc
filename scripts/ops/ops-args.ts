import { parseArgs } from 'node:util';
import { stagePattern } from '../../infra/stage-config.js';
import { stages } from '../../infra/stages.js';

/** A wrong command line: the script prints the message and its usage, and exits with 2. */
export class UsageError extends Error {}

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

/** The ops scripts' command lines: `--stage <name>` of infra/stages.ts plus the script's own options; nothing else. */
export const parseOpsArgs = (argv: string[], options: OptionSpec) => {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: { stage: { type: 'string' }, ...options }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { stage } = parsed.values;
  if (typeof stage !== 'string') throw new UsageError('--stage <name> is required');
  if (!stagePattern.test(stage)) throw new UsageError(`stage "${stage}" must match ${stagePattern}`);
  if (!(stage in stages)) throw new UsageError(`stage "${stage}" is not in infra/stages.ts (known: ${Object.keys(stages).join(', ')})`);
  return { stage, values: parsed.values, positionals: parsed.positionals };
};

/** Runs a script's main and turns a usage error into its message, the usage and exit code 2. */
export const runOpsScript = (main: () => Promise<void>, usage: string) => {
  main().then(
    // A script may have set process.exitCode (e.g. a drill whose counts differ).
    () => process.exit(),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${usage}`);
        process.exit(2);
      }
      console.error(error);
      process.exit(1);
    },
  );
};
