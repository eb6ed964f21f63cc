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
  /** init_ms / baseline_init_ms; the goal is at most 1.5. */
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

/** The median, to a tenth of a millisecond. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.floor(sorted.length / 2)] ?? 0)) * 5) / 10;
};

/**
 * Median times to import the bundle and the baseline's in fresh Node processes (no source maps), as
 * a cold start loads them: INIT_RUNS of each, alternated (baseline, function, baseline, …), so a
 * busy moment of the machine weighs on both.
 */
const medianInitMs = (outfile: string, baselineFile: string) => {
  const own: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < INIT_RUNS; run += 1) {
    baseline.push(loadTime(baselineFile));
    own.push(loadTime(outfile));
  }
  return { init: median(own), baseline: median(baseline) };
};

/** Milliseconds from the start of the import to its end, in a fresh Node process. */
const loadTime = (outfile: string) => {
  const script = `const started = performance.now(); await import(${JSON.stringify(`file://${outfile}`)}); process.stdout.write(String(performance.now() - started));`;
  try {
    return Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: initEnvironment, encoding: 'utf8', stdio: 'pipe' }),
    );
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

/** Every function's bundle size and initialisation time beside the baseline function's (the baseline's own row first). */
export const measureLambdaBundles = async (root: string): Promise<BundleRow[]> => {
  // Inside the checkout, so a bundle's external sharp resolves from its node_modules when loaded.
  const cacheDir = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'schulapp-bundles-'));
  try {
    const baselineFile = path.join(outDir, 'baseline-function.mjs');
    await bundleFunction(root, BASELINE_ENTRY, baselineFile);
    const rows: BundleRow[] = [];
    for (const entry of [BASELINE_ENTRY, ...functionEntries(root)]) {
      const outfile = path.join(outDir, entry.replace(/\//g, '_').replace(/\.ts$/, '.mjs'));
      await bundleFunction(root, entry, outfile);
      const times = medianInitMs(outfile, baselineFile);
      rows.push({
        name: `lambda bundle: ${entry}`,
        entry,
        bundle_kb: kilobytes(outfile),
        init_ms: times.init,
        baseline_init_ms: times.baseline,
        init_ratio: Math.round((times.init / times.baseline) * 100) / 100,
      });
    }
    return rows;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
};
