import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { esbuildBundling } from '../../infra/lambda-bundling.js';

/**
 * One function's bundle: its row name in the results, the entry, the minified size, its module
 * initialisation time and that of the baseline function measured alternately with it, and their ratio.
 */
export interface BundleRow {
  name: string;
  entry: string;
  bundle_kb: number;
  init_ms: number;
  baseline_init_ms: number;
  /** The median of the quotients of each alternated pair of loads (function / baseline); the goal is at most 1.5. */
  init_ratio: number;
}

const INIT_RUNS = 10;

/**
 * The functions of the app: a handler per domain (`lambdas/<domain>/handler.ts`) and the jobs
 * (`lambdas/<domain>/<name>.job.ts`), found on disk.
 */
const functionEntries = (root: string) =>
  fs
    .readdirSync(path.join(root, 'lambdas'), { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && dir.name !== '_lib')
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, 'lambdas', dir.name))
        .filter((file) => file === 'handler.ts' || file.endsWith('.job.ts'))
        .map((file) => `lambdas/${dir.name}/${file}`),
    )
    .sort();

/** Bundles one function as CDK's NodejsFunction does, from the same definition (infra/lambda-bundling.ts). */
const bundleFunction = (root: string, entry: string, outfile: string) =>
  build({
    entryPoints: [path.join(root, entry)],
    outfile,
    ...esbuildBundling,
    // infra installs the native sharp beside the bundle (`nativeModules`) rather than bundling it.
    external: ['sharp'],
  });

const kilobytes = (file: string) => Math.round(fs.statSync(file).size / 102.4) / 10;

/** Environment a function reads when its module loads; nothing is called, so the values only need a shape. */
const initEnvironment = { ...process.env, AWS_REGION: 'eu-central-1', TABLE_NAME: 'bench', LOG_LEVEL: 'warn', NODE_OPTIONS: '' };

/** The function every function's initialisation is compared with (only what every function must load). */
const BASELINE_ENTRY = 'tests/bench/baseline-function.ts';

/**
 * The baseline with one more thing every API function loads (zod, Tracer, Metrics, the KMS client)
 * and with all the architecture asks for (`required.ts`): their rows show how much of a function's
 * ratio is spent before its domain's first line.
 */
const INIT_PART_DIRECTORY = 'tests/bench/init-parts';
const initPartEntries = (root: string) =>
  fs
    .readdirSync(path.join(root, INIT_PART_DIRECTORY))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${INIT_PART_DIRECTORY}/${file}`)
    .sort();

/** The middle value (the mean of the two middle ones for an even count). */
const middleOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.floor(sorted.length / 2)] ?? 0)) / 2;
};

/** The median, to a tenth of a millisecond. */
const median = (values: number[]) => Math.round(middleOf(values) * 10) / 10;

/**
 * Median times to import the bundle and the baseline's in fresh Node processes (no source maps), as
 * a cold start loads them: INIT_RUNS of each, alternated (baseline, function, baseline, …), and the
 * median of each pair's quotient: a busy moment of the machine weighs on both loads of its pair, so
 * the ratio stays where the medians of the two series, taken apart, can drift.
 */
const alternatedInitTimes = (outfile: string, baselineFile: string) => {
  const own: number[] = [];
  const baseline: number[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < INIT_RUNS; run += 1) {
    const baselineMs = loadTime(baselineFile);
    const ownMs = loadTime(outfile);
    baseline.push(baselineMs);
    own.push(ownMs);
    ratios.push(ownMs / baselineMs);
  }
  return { init: median(own), baseline: median(baseline), ratio: Math.round(middleOf(ratios) * 100) / 100 };
};

/**
 * Where `taskset` is at hand (Linux), every load runs on the first core: on these virtual machines the
 * two cores load the same bundle 118 ms and 130–195 ms, so loads left to the scheduler fall on either
 * and a pair's quotient measures the cores as much as the bundles.
 */
const TASKSET = '/usr/bin/taskset';
const pinnedCommand = (args: string[]) =>
  fs.existsSync(TASKSET) ? { file: TASKSET, args: ['-c', '0', process.execPath, ...args] } : { file: process.execPath, args };

/** Milliseconds from the start of the import to its end, in a fresh Node process. */
const loadTime = (outfile: string) => {
  const script = `const started = performance.now(); await import(${JSON.stringify(`file://${outfile}`)}); process.stdout.write(String(performance.now() - started));`;
  const command = pinnedCommand(['--input-type=module', '-e', script]);
  try {
    return Number(execFileSync(command.file, command.args, { env: initEnvironment, encoding: 'utf8', stdio: 'pipe' }));
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(
      `${path.basename(outfile)} does not load: ${
        stderr
          .split('\n')
          .find((line) => line.includes('Error'))
          ?.slice(0, 300) ?? 'unknown error'
      }`,
    );
  }
};

/**
 * Every function's bundle size and initialisation time beside the baseline function's: the
 * baseline's own row first, then the baseline with each part every function adds, then the functions.
 */
export const measureLambdaBundles = async (root: string): Promise<BundleRow[]> => {
  // Inside the checkout, so a bundle's external sharp resolves from its node_modules when loaded.
  const cacheDir = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'schulapp-bundles-'));
  try {
    const baselineFile = path.join(outDir, 'baseline-function.mjs');
    await bundleFunction(root, BASELINE_ENTRY, baselineFile);
    const rows: BundleRow[] = [];
    for (const entry of [BASELINE_ENTRY, ...initPartEntries(root), ...functionEntries(root)]) {
      const outfile = path.join(outDir, entry.replace(/\//g, '_').replace(/\.ts$/, '.mjs'));
      await bundleFunction(root, entry, outfile);
      const times = alternatedInitTimes(outfile, baselineFile);
      rows.push({
        name: `lambda bundle: ${entry}`,
        entry,
        bundle_kb: kilobytes(outfile),
        init_ms: times.init,
        baseline_init_ms: times.baseline,
        init_ratio: times.ratio,
      });
    }
    return rows;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
};
