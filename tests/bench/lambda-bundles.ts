import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/** One function's bundle: its row name in the results, the entry and the minified size. */
export interface BundleRow {
  name: string;
  entry: string;
  bundle_kb: number;
}

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

/**
 * Bundles every function as CDK's NodejsFunction does (infra/constructs/app-function.ts: ESM for
 * node22, minified, external source map without sources content, main fields module then main,
 * the createRequire banner, nothing external) and weighs the JavaScript file.
 */
export const measureLambdaBundles = async (root: string): Promise<BundleRow[]> => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-bundles-'));
  const rows: BundleRow[] = [];
  try {
    for (const entry of functionEntries(root)) {
      const outfile = path.join(outDir, entry.replace(/\//g, '_').replace(/\.ts$/, '.mjs'));
      await build({
        entryPoints: [path.join(root, entry)],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        minify: true,
        sourcemap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        banner: { js: "import { createRequire } from 'module';const require = createRequire(import.meta.url);" },
        logLevel: 'error',
      });
      rows.push({ name: `lambda bundle: ${entry}`, entry, bundle_kb: Math.round(fs.statSync(outfile).size / 102.4) / 10 });
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  return rows;
};

/** Puts the rows into the results file's `lambdaBundles`, replacing rows of the same name and keeping the others. */
export const mergeBundleRows = (resultsFile: string, rows: BundleRow[]) => {
  const current = fs.existsSync(resultsFile) ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const previous = Array.isArray(current.lambdaBundles) ? (current.lambdaBundles as BundleRow[]) : [];
  const names = new Set(rows.map((row) => row.name));
  const merged = { ...current, lambdaBundles: [...previous.filter((row) => !names.has(row.name)), ...rows] };
  fs.writeFileSync(resultsFile, `${JSON.stringify(merged, null, 2)}\n`);
};
