import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { esbuildBundling } from '../../infra/lambda-bundling.js';

/** One function's bundle: its row name in the results, the entry, the minified size and its module initialisation time. */
export interface BundleRow {
  name: string;
  entry: string;
  bundle_kb: number;
  init_ms: number;
  /** The same function's size in the checkout before the import cycles were broken (issue 12), when it existed there. */
  before_cycle_break_kb?: number;
}

/** The last commit before `_lib/caller.ts`, the timetable and attendance domains and the web's admin and cards stopped importing each other in a cycle. */
export const CYCLE_BREAK_BASELINE = 'ac819ad';
const INIT_RUNS = 10;

/**
 * The functions of the app: a handler per domain (`lambdas/<domain>/handler.ts`) and the jobs
 * (`lambdas/<domain>/<name>.job.ts`), found on disk so the same code weighs an older checkout.
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

/** Median time to import the bundle in a fresh Node process (no source maps), as a cold start loads it. */
const medianInitMs = (outfile: string) => {
  const script = `const started = performance.now(); await import(${JSON.stringify(`file://${outfile}`)}); process.stdout.write(String(performance.now() - started));`;
  const loadOnce = () => {
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
  const times = Array.from({ length: INIT_RUNS }, loadOnce).sort((a, b) => a - b);
  return Math.round(((times[INIT_RUNS / 2 - 1] ?? 0) + (times[INIT_RUNS / 2] ?? 0)) * 5) / 10;
};

/** Weighs the functions of an earlier commit in a detached worktree; none when the commit is not in this clone. */
const measureBaseline = async (root: string, rev: string, outDir: string) => {
  const checkout = path.join(outDir, 'baseline');
  try {
    execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', checkout, rev], { stdio: 'ignore' });
  } catch {
    return new Map<string, number>();
  }
  try {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
    const sizes = new Map<string, number>();
    for (const entry of functionEntries(checkout)) {
      const outfile = path.join(outDir, `baseline_${entry.replace(/\//g, '_').replace(/\.ts$/, '.mjs')}`);
      await bundleFunction(checkout, entry, outfile);
      sizes.set(entry, kilobytes(outfile));
    }
    return sizes;
  } finally {
    execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', checkout], { stdio: 'ignore' });
  }
};

/** Every function's bundle size and initialisation time, and its size before the cycle break. */
export const measureLambdaBundles = async (root: string): Promise<BundleRow[]> => {
  // Inside the checkout, so a bundle's external sharp resolves from its node_modules when loaded.
  const cacheDir = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'schulapp-bundles-'));
  try {
    const before = await measureBaseline(root, CYCLE_BREAK_BASELINE, outDir);
    const rows: BundleRow[] = [];
    for (const entry of functionEntries(root)) {
      const outfile = path.join(outDir, entry.replace(/\//g, '_').replace(/\.ts$/, '.mjs'));
      await bundleFunction(root, entry, outfile);
      const beforeKb = before.get(entry);
      rows.push({
        name: `lambda bundle: ${entry}`,
        entry,
        bundle_kb: kilobytes(outfile),
        init_ms: medianInitMs(outfile),
        ...(beforeKb === undefined ? {} : { before_cycle_break_kb: beforeKb }),
      });
    }
    return rows;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
};
