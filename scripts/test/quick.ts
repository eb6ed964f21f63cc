import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../dev-stack/stack-config.js';
import { importGraphCommand } from './import-graph.js';
import { fileTimesOf, timingSummary, type VitestTimingReport } from './test-timings.js';

/**
 * `npm run test:quick`, the inner loop: format check and lint of the files changed against the base
 * (QUICK_BASE, else `main`; committed, staged, unstaged and new files), the type check, the import
 * graph, then the unit, build and CDK tests in one vitest run. No local stack: the integration and
 * browser tests stay with `npm test`. Each step prints its seconds, the tests their time per project and the 15
 * slowest files; every step runs even after a failure.
 */
const bin = (...parts: string[]) => path.join(repoRoot, 'node_modules', ...parts);
const git = (...args: string[]) => {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n').filter(Boolean) : [];
};

const base = process.env.QUICK_BASE ?? 'main';
const [mergeBase] = git('merge-base', 'HEAD', base);
const changed = [
  ...new Set([
    ...(mergeBase ? git('diff', '--name-only', '--diff-filter=ACMR', mergeBase) : []),
    ...git('diff', '--name-only', '--diff-filter=ACMR', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => fs.existsSync(path.join(repoRoot, file)));
const formatted = changed.filter((file) => /\.(ts|tsx|js|cjs|mjs|json|css|md|html|ya?ml)$/.test(file));
const linted = changed.filter((file) => /\.(ts|tsx|js)$/.test(file));

const step = (label: string, args: string[]) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${label} ===`);
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
    const done = (ok: boolean) => {
      console.log(`--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(ok);
    };
    child.once('error', () => done(false));
    child.once('exit', (code) => done(code === 0));
  });

const main = async () => {
  const started = Date.now();
  const report = path.join(os.tmpdir(), `schulapp-quick-${String(process.pid)}.json`);
  console.log(`${changed.length} changed files against ${mergeBase ? base : 'HEAD'}`);
  const results = [
    formatted.length === 0 ||
      (await step('format check of changed files (prettier)', [bin('prettier/bin/prettier.cjs'), '--check', ...formatted])),
    await step('type check', [bin('typescript/bin/tsc'), '-b']),
    linted.length === 0 || (await step('lint of changed files', [bin('eslint/bin/eslint.js'), ...linted])),
    await step('import graph (no circle, lazy imports counted; borders)', importGraphCommand),
    await step('unit, build and CDK tests', [
      bin('vitest/vitest.mjs'),
      'run',
      '--project',
      'unit',
      '--project',
      'build',
      '--project',
      'infra',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]),
  ];
  if (fs.existsSync(report)) {
    console.log(`\n${timingSummary(fileTimesOf(JSON.parse(fs.readFileSync(report, 'utf8')) as VitestTimingReport, repoRoot))}`);
    fs.rmSync(report);
  }
  console.log(`\ntest:quick ${results.every(Boolean) ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return results.every(Boolean);
};

void main().then((ok) => process.exit(ok ? 0 : 1));
