import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { berlinToday } from '../../shared/week.js';
import { assertJava } from '../dev-stack/dynamodb-local.js';
import { repoRoot, testPortVariables } from '../dev-stack/stack-config.js';
import { checkDocLinks, formatProblem } from './check-doc-links.js';
import { importGraphCommand } from './import-graph.js';
import { fileTimesOf, timingSummary, type FileTime, type VitestTimingReport } from './test-timings.js';

/**
 * `npm test`: format and documentation link check, type check, the import graph (no circle), unit and CDK tests, then the local stack on test ports with a fresh data
 * folder, integration and browser tests against it, and beside them the type-checked lint (with the import rules: cycles and boundaries). Java and Chromium are required: a missing one
 * fails the run instead of skipping tests.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The whole type-checked lint holds both TypeScript programs: about 6 GB, over Node's default heap of 4 GB. */
const LINT_HEAP = '--max-old-space-size=8192';
/** Test ports, apart from `npm start`'s; SCHULAPP_TEST_PORT_OFFSET lets two test runs share a machine. */
const portOffset = Number(process.env.SCHULAPP_TEST_PORT_OFFSET ?? 0);
const testPorts = testPortVariables(portOffset);
const systemTmp = os.tmpdir();
/**
 * One temporary folder for everything the run and its children put into the temp folder (CDK's
 * cdk.out folders, the stack's data, Chromium profiles, reports), removed when the run ends.
 */
const runTmp = fs.mkdtempSync(path.join(systemTmp, 'schulapp-test-run-'));
process.env.TMPDIR = runTmp;
const reportDir = fs.mkdtempSync(path.join(runTmp, 'report-'));
const stackLog = path.join(reportDir, 'stack.log');

/** Removes the run's temporary folder; a failed run keeps the stack log beside it. */
const removeRunTmp = (ok: boolean) => {
  if (!ok && fs.existsSync(stackLog)) {
    const kept = path.join(systemTmp, `schulapp-stack-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
    fs.copyFileSync(stackLog, kept);
    console.log(`Stack log kept: ${kept}`);
  }
  fs.rmSync(runTmp, { recursive: true, force: true });
};

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
/** Every test file's time, for the summary at the end. */
const fileTimes: FileTime[] = [];

/** Runs a child asynchronously: the local stack lives in this process and must keep answering. */
const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  console.log(`\n=== ${label} ===`);
  return new Promise<boolean>((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
};

/**
 * Runs a child with its output held back and printed as one block when it ends: for a step that
 * runs beside the browser tests, whose output would otherwise interleave with theirs.
 */
const runBeside = (label: string, command: string, args: string[]) =>
  new Promise<() => boolean>((resolve) => {
    const output: Buffer[] = [];
    const child = spawn(command, args, { cwd: repoRoot, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const report = (ok: boolean) => () => {
      console.log(`\n=== ${label} ===\n${Buffer.concat(output).toString()}`);
      return ok;
    };
    child.once('error', () => resolve(report(false)));
    child.once('exit', (code) => resolve(report(code === 0)));
  });

/** The README's and docs/' relative links and anchors, checked in-process (well under a second). */
const checkDocumentationLinks = () => {
  console.log('\n=== documentation links ===');
  const problems = checkDocLinks(repoRoot);
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(problems.length === 0 ? 'All relative links and anchors resolve.' : `${String(problems.length)} broken.`);
  return problems.length === 0;
};

/** `npm test -- <file filters>` runs just the matching integration and e2e files (no type check, unit or CDK tests). */
const fileFilters = process.argv.slice(2);

const vitest = async (projects: string[], env: NodeJS.ProcessEnv = process.env) => {
  const report = path.join(reportDir, `${projects.join('-')}.json`);
  const ok = await run(
    `vitest ${projects.join(', ')}`,
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...fileFilters,
    ],
    env,
  );
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestTimingReport & {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    fileTimes.push(...fileTimesOf(json, repoRoot));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } else if (!ok) totals.failed += 1;
  return ok;
};

const main = async () => {
  assertJava();
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium fehlt (${CHROMIUM}): sudo apt-get install -y chromium`);

  // The checks and unit tests run in the environment they were given, without the stack's settings.
  const checkEnv = { ...process.env };
  // Request logs of the in-process gateway would drown the test output; warnings and errors stay.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // The tests that import handlers and jobs themselves: no EMF metric lines in the output, no X-Ray.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  process.env.POWERTOOLS_TRACE_ENABLED ??= 'false';
  Object.assign(process.env, testPorts, { SCHULAPP_DATA_DIR: fs.mkdtempSync(path.join(runTmp, 'data-')) });
  // One seed day for the run: the seed builds its weeks around it and the tests derive the seeded dates from it
  // (scripts/seed/seed-day.ts), so a run that crosses midnight still expects the seed's own week.
  process.env.SCHULAPP_SEED_DAY ??= berlinToday();
  const { startStack } = await import('../dev-stack/stack.js');
  // The stack starts and seeds (mostly DynamoDB Local's work) while the checks and unit tests run.
  const stackStarted = startStack({ reset: true, web: 'built', log: (line) => fs.appendFileSync(stackLog, `${line}\n`) });
  // A failed start is reported where the tests wait for it, not as an unhandled rejection meanwhile.
  stackStarted.catch(() => undefined);

  let ok = true;
  if (fileFilters.length === 0) {
    ok = await run(
      'format check (prettier)',
      process.execPath,
      [path.join(repoRoot, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.'],
      checkEnv,
    );
    ok = checkDocumentationLinks() && ok;
    ok =
      (await run(
        'type check (web and node projects)',
        process.execPath,
        [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b'],
        checkEnv,
      )) && ok;
    ok =
      (await run(
        'import graph (dependency-cruiser: no circle, lazy imports counted; borders)',
        process.execPath,
        importGraphCommand,
        checkEnv,
      )) && ok;
    ok = (await vitest(['unit', 'build', 'infra'], checkEnv)) && ok;
  }

  // The type-checked lint takes minutes of one core; it runs while the browser tests wait on the stack and Chromium.
  const lintFinished =
    fileFilters.length === 0
      ? runBeside('lint (typescript-eslint type-checked, React hooks, jsx-a11y, import cycles and boundaries)', process.execPath, [
          LINT_HEAP,
          path.join(repoRoot, 'node_modules/eslint/bin/eslint.js'),
          '.',
        ])
      : Promise.resolve(() => true);

  console.log('\n=== local stack ===');
  const stack = await stackStarted;
  const stopOnSignal = () =>
    void stack.stop().then(() => {
      removeRunTmp(false);
      process.exit(130);
    });
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    ok =
      (await vitest(['integration', 'e2e'], {
        ...process.env,
        SCHULAPP_WEB_URL: stack.urls.web,
        SCHULAPP_API_URL: stack.urls.api,
        SCHULAPP_COGNITO_URL: stack.urls.cognito,
        SCHULAPP_DYNAMODB_URL: stack.urls.dynamodb,
        SCHULAPP_USER_POOL_ID: stack.ids.userPoolId,
        SCHULAPP_USER_POOL_CLIENT_ID: stack.ids.userPoolClientId,
        SCHULAPP_STACK_LOG: stackLog,
        CHROMIUM_PATH: CHROMIUM,
      })) && ok;
  } finally {
    await stack.stop();
  }
  ok = (await lintFinished)() && ok;
  if (fileTimes.length > 0) console.log(`\n${timingSummary(fileTimes)}`);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return ok && totals.failed === 0 && totals.skipped === 0;
};

main().then(
  (ok) => {
    removeRunTmp(ok);
    process.exit(ok ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    removeRunTmp(false);
    process.exit(1);
  },
);
