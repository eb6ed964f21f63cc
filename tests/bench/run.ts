import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { recordDynamoDbRequests, type RecordedRequest } from '../../lambdas/_lib/request-metrics.js';
import { weekplanAgainstFloor, weighRoutes } from '../../scripts/build/bundle-report.js';
import { freePort, stopProcess } from '../../scripts/dev-stack/processes.js';
import {
  handlerEnvironment,
  loadStackConfig,
  repoRoot,
  testPortVariables,
  webRuntimeConfig,
} from '../../scripts/dev-stack/stack-config.js';
import { ensureVapidKeys } from '../../scripts/dev-stack/vapid-keys.js';
import { startWebApp } from '../../scripts/dev-stack/web-app.js';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-school.js';
import { ACTING_STUDENT_HEADER, cognitoClaims } from '../../shared/roles.js';
import { buildPath, routes } from '../../shared/routes/index.js';
import { tokenClaim } from '../fixtures/token-claims.js';
import { summariseRounds, type AlternatedRound, type EndpointRound, type FloorRound } from './alternated-rounds.js';
import { reportCost } from './cost-report.js';
import { benchParts, profileDuring, timeByPart } from './cpu-profile.js';
import { measureFloor } from './floor.js';
import { flows } from './flows.js';
import { measureLambdaBundles } from './lambda-bundles.js';
import { runLighthouse, type LighthouseScore } from './lighthouse.js';
import { dynamoDbLocalPid, withCpuPerCall } from './process-cpu.js';
import { mergeResultRows } from './results-file.js';
import { scenarios, type BenchScenario } from './scenarios.js';
import { measureSignInToWeekplan, measureWeekplanReopen } from './weekplan-render.js';

/**
 * `npm run bench`: drives the local API with autocannon on loopback and writes
 * tests/bench/results/latest.json. Uses a running `npm start` stack, or starts one (without web).
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** `BENCH_FLOWS_ONLY=1` times just the flows (no autocannon scenarios, Lighthouse or bundles) and merges their rows into results/latest.json. */
const FLOWS_ONLY = process.env.BENCH_FLOWS_ONLY === '1';
/** `BENCH_SCENARIOS_ONLY=1` drives just the endpoint scenarios (`BENCH_SCENARIO=<part of a name>` keeps the matching ones) and merges their rows. */
const SCENARIOS_ONLY = process.env.BENCH_SCENARIOS_ONLY === '1';
/** `BENCH_COST_ONLY=1` only prices the last results (tests/bench/cost-model.ts) and merges the `costModel` row. */
const COST_ONLY = process.env.BENCH_COST_ONLY === '1';
/** `BENCH_BUNDLES_ONLY=1` only bundles each Lambda as CDK does and merges the `lambdaBundles` rows into results/latest.json. */
const BUNDLES_ONLY = process.env.BENCH_BUNDLES_ONLY === '1';
/** `BENCH_LIGHTHOUSE_ONLY=1` only measures the web app's production build (Lighthouse, sign-in to rendered weekplan) and merges the `lighthouse` and `browserTimings` rows. */
const LIGHTHOUSE_ONLY = process.env.BENCH_LIGHTHOUSE_ONLY === '1';
/**
 * `BENCH_OWN_CPU_ONLY=1` only measures the own CPU per call of the read endpoints with DynamoDB's
 * answers replayed (tests/bench/own-cpu.ts) and merges the `ownCpu` rows; `BENCH_OWN_CPU=<part of a
 * name>` keeps the matching cases, `BENCH_OWN_CPU_CALLS` sets the measured calls (default 2000),
 * `BENCH_OWN_CPU_PROFILE=<folder>` writes a CPU profile per case there and prints its top entries
 * instead of merging (the profiler's overhead is in those figures).
 */
const OWN_CPU_ONLY = process.env.BENCH_OWN_CPU_ONLY === '1';
const resultsDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');
const resultsFile = path.join(resultsDir, 'latest.json');
/**
 * `SCHULAPP_TEST_PORT_OFFSET=<n>` runs the bench's stack on the test ports shifted by n, as `npm test`
 * does, beside another stack on the same machine (its data stays in the data folder, large school included).
 */
if (process.env.SCHULAPP_TEST_PORT_OFFSET !== undefined) {
  Object.assign(process.env, testPortVariables(Number(process.env.SCHULAPP_TEST_PORT_OFFSET)));
}
const config = loadStackConfig();
const apiUrl = `http://127.0.0.1:${config.ports.api}`;
const cognitoUrl = `http://127.0.0.1:${config.ports.cognito}`;

const isRunning = () =>
  fetch(`${apiUrl}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

const signInAs = async (clientId: string, username: string) => {
  const response = await fetch(`${cognitoUrl}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in of ${username} failed`);
  return body.AuthenticationResult.IdToken;
};

const tokenOf = (tokens: Map<string, string>, username: string) => {
  const token = tokens.get(username);
  if (token === undefined) throw new Error(`no token for ${username}`);
  return token;
};
const subOf = (token: string) => tokenClaim(token, 'sub');

/**
 * Calls the endpoint twice and keeps the DynamoDB requests of the second call: the first, right
 * after the school's plan version changed, reads what a steady stream of calls finds cached (a
 * person's rendered week, the weather), so the floor replays what the measured calls make; its
 * count is reported beside it. Requests are kept only from a stack this process runs (its handlers
 * share the recorder), so none when the bench uses a running `npm start`.
 */
const probeAndRecord = async (url: string, init: RequestInit, schoolId: string, recordFloor: boolean) => {
  const { bumpPlanVersion } = await import('../../lambdas/timetable/plan-version.service.js');
  await bumpPlanVersion(schoolId);
  const first = await fetch(url, init);
  await first.arrayBuffer();
  const ddbRequestsFirstCall = Number(first.headers.get('x-ddb-requests'));
  const calls: RecordedRequest[][] = [];
  if (recordFloor) recordDynamoDbRequests((requests) => calls.push(requests));
  try {
    const probe = await fetch(url, init);
    const ddbRequestsPerCall = Number(probe.headers.get('x-ddb-requests'));
    // The answer's size, which the cost model prices as CloudFront data out.
    const responseBytes = (await probe.arrayBuffer()).byteLength;
    return {
      probe,
      ddbRequestsPerCall,
      ddbRequestsFirstCall,
      responseBytes,
      requests: calls.find((requests) => requests.length === ddbRequestsPerCall) ?? [],
    };
  } finally {
    recordDynamoDbRequests(undefined);
  }
};

/** `BENCH_ROUNDS`: how many alternated rounds (endpoint, floor, endpoint, floor, …) each endpoint row runs. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * `BENCH_SCENARIO_PROFILE=<folder>` writes a CPU profile of this process for each row's first
 * endpoint round and first floor round there and prints their busy time by part (load generator,
 * gateway, SDK, handler, …; `timeByPart`), instead of
 * merging (the profiler's overhead is in those figures).
 */
const SCENARIO_PROFILE_DIR = process.env.BENCH_SCENARIO_PROFILE;

/** Runs `stretch`, profiled when asked, and prints the profile's owners (packages, our files). */
const maybeProfiled = async <T>(label: string, profiled: boolean, stretch: () => Promise<T>) => {
  if (!profiled || !SCENARIO_PROFILE_DIR) return stretch();
  const { result, profile } = await profileDuring(stretch);
  fs.mkdirSync(SCENARIO_PROFILE_DIR, { recursive: true });
  fs.writeFileSync(path.join(SCENARIO_PROFILE_DIR, `${label.replace(/[^\w]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  console.log(`\nBusy time by part, ${label}:`);
  console.table(timeByPart(profile, benchParts));
  return result;
};

const measure = async (scenario: BenchScenario, tokens: Map<string, string>, recordFloor: boolean, dynamoDbPid: number | undefined) => {
  const definition = routes[scenario.route];
  const params = {
    ...scenario.params,
    ...Object.fromEntries(Object.entries(scenario.paramsFrom ?? {}).map(([name, username]) => [name, subOf(tokenOf(tokens, username))])),
  };
  const url = `${apiUrl}${buildPath(definition.path, params)}`;
  const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(scenario.username)}` };
  if (scenario.actingStudent) headers[ACTING_STUDENT_HEADER] = subOf(tokenOf(tokens, scenario.actingStudent));

  const { probe, ddbRequestsPerCall, ddbRequestsFirstCall, responseBytes, requests } = await probeAndRecord(
    url,
    { method: definition.method, headers },
    tokenClaim(tokenOf(tokens, scenario.username), cognitoClaims.schoolId),
    recordFloor,
  );
  if (!probe.ok) throw new Error(`${scenario.name}: probe answered ${probe.status}`);

  const endpointRound = async (): Promise<EndpointRound> => {
    const { result, cpu } = await withCpuPerCall(
      dynamoDbPid,
      () => autocannon({ url, method: definition.method, headers, connections: scenario.connections, duration: DURATION_SECONDS }),
      (run) => run.requests.total,
    );
    return {
      rps: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      cpu,
    };
  };
  // Right after each endpoint round, at its concurrency, for as long: the same requests sent raw.
  const floorRound = async (): Promise<FloorRound> => {
    const { result, cpu } = await withCpuPerCall(
      dynamoDbPid,
      () => measureFloor(requests, scenario.connections, DURATION_SECONDS),
      (floor) => floor.floor_rps * DURATION_SECONDS,
    );
    return { ...result, cpu };
  };
  const rounds: AlternatedRound[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const endpoint = await maybeProfiled(`${scenario.name} endpoint`, round === 0, endpointRound);
    const floor = requests.length > 0 ? await maybeProfiled(`${scenario.name} floor`, round === 0, floorRound) : undefined;
    rounds.push({ endpoint, floor });
  }
  return {
    name: scenario.name,
    route: `${definition.method} ${definition.path}`,
    connections: scenario.connections,
    ddb_requests_per_call: ddbRequestsPerCall,
    ddb_requests_first_call: ddbRequestsFirstCall,
    response_bytes: responseBytes,
    ...summariseRounds(rounds),
  };
};

/**
 * Builds the web app and measures the production build, served by `vite preview` against the local
 * API: Lighthouse scores, and the time from sign-in to a rendered weekplan in the large school.
 */
const measureProductionBuild = async (ids: { userPoolId: string; userPoolClientId: string }) => {
  const port = await freePort();
  const preview = await startWebApp('built', {
    port,
    apiUrl,
    runtimeConfig: webRuntimeConfig(config, ids, ensureVapidKeys(config.dataDir).publicKey),
    dataDir: config.dataDir,
    log: console.log,
  });
  try {
    const webUrl = `http://127.0.0.1:${port}`;
    const lighthouse: LighthouseScore[] = await runLighthouse(webUrl, { start: 'lehrer.mueller', weekplan: 'schueler.anna' });
    const webBundles = [weekplanAgainstFloor(weighRoutes(path.join(config.dataDir, 'web-dist')))];
    const browserTimings = [await measureSignInToWeekplan(webUrl, 'last.schueler'), await measureWeekplanReopen(webUrl, 'last.schueler')];
    return { lighthouse, browserTimings, webBundles };
  } finally {
    await stopProcess(preview);
  }
};

/** The Lighthouse scores as rows of the results file. */
const lighthouseRows = (scores: LighthouseScore[]) => scores.map((score) => ({ name: `lighthouse: ${score.page}`, ...score }));

/** The large school is seeded once (it stays in the data folder): several minutes on first run. */
const ensureLargeSchool = async (userPoolId: string) => {
  const { isLargeSchoolSeeded, seedLargeSchool } = await import('../../scripts/seed/large-school.js');
  if (await isLargeSchoolSeeded()) return;
  console.log('Seeding the large school (1,200 students, 100 tutors, 48 classes, a school year of lessons) …');
  const started = Date.now();
  const result = await seedLargeSchool(userPoolId);
  console.log(`… ${result.lessonItems} lesson items in ${Math.round((Date.now() - started) / 1000)} s`);
};

/** The own CPU per call (tests/bench/own-cpu.ts), merged as the `ownCpu` rows unless profiled. */
const measureOwnCpuRows = async (ids: { userPoolClientId: string }) => {
  const { measureOwnCpu } = await import('./own-cpu.js');
  const profileDir = process.env.BENCH_OWN_CPU_PROFILE;
  const { rows, profiles } = await measureOwnCpu({
    signIn: (username) => signInAs(ids.userPoolClientId, username),
    calls: Number(process.env.BENCH_OWN_CPU_CALLS ?? 2000),
    warmup: 300,
    profileDir,
    only: process.env.BENCH_OWN_CPU,
  });
  console.table(
    rows.map(({ name, own_cpu_ms, own_cpu_p90_ms, sdk_cpu_ms, ddb_requests_per_call, response_bytes, goal_ms, meets_goal }) => ({
      name,
      own_cpu_ms,
      own_cpu_p90_ms,
      sdk_cpu_ms,
      ddb_requests_per_call,
      response_bytes,
      goal_ms,
      meets_goal,
    })),
  );
  for (const { name, top, owners } of profiles) {
    console.log(`\nTop self time, ${name}:`);
    console.table(top);
    console.table(owners);
  }
  if (profileDir) return;
  mergeResultRows(resultsFile, { ownCpu: rows });
  console.log(`Merged into ${path.relative(process.cwd(), resultsFile)}`);
};

/** The last step of every run: the AWS bill per 1,000 active users from the figures just merged. */
const priceResults = () => {
  mergeResultRows(resultsFile, { costModel: [reportCost(resultsFile)] });
  console.log(`Merged into ${path.relative(process.cwd(), resultsFile)}`);
};

const main = async () => {
  if (COST_ONLY) {
    priceResults();
    return;
  }
  if (BUNDLES_ONLY) {
    const rows = await measureLambdaBundles(repoRoot);
    console.table(rows);
    mergeResultRows(resultsFile, { lambdaBundles: rows });
    console.log(`Merged into ${path.relative(process.cwd(), resultsFile)}`);
    return;
  }
  // Request logs would dominate the measurement of an in-process gateway.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  let stop: (() => Promise<void>) | undefined;
  let ids: { userPoolId: string; userPoolClientId: string };
  if (await isRunning()) {
    ids = JSON.parse(fs.readFileSync(path.join(config.dataDir, 'stack.json'), 'utf8')) as typeof ids;
    console.log(`Using the running stack at ${apiUrl}`);
  } else {
    const { startStack } = await import('../../scripts/dev-stack/stack.js');
    const stack = await startStack({ web: false, log: () => undefined });
    ids = stack.ids;
    stop = stack.stop;
    console.log(`Started the local stack at ${apiUrl}`);
  }
  try {
    // Seeds and flows may use the handler code directly, as the Lambdas do.
    Object.assign(process.env, handlerEnvironment(config, ids.userPoolId), { LOG_LEVEL: process.env.LOG_LEVEL });
    if (OWN_CPU_ONLY) {
      await measureOwnCpuRows(ids);
      return;
    }
    if (LIGHTHOUSE_ONLY) {
      await ensureLargeSchool(ids.userPoolId);
      const { lighthouse, browserTimings, webBundles } = await measureProductionBuild(ids);
      console.table(lighthouse);
      console.table(browserTimings);
      console.table(webBundles);
      mergeResultRows(resultsFile, { lighthouse: lighthouseRows(lighthouse), browserTimings, webBundles });
      console.log(`Merged into ${path.relative(process.cwd(), resultsFile)}`);
      return;
    }
    const flowResults = [];
    // `BENCH_FLOW=<part of a name>` times only the matching flows.
    for (const flow of flows.filter(
      (candidate) => !SCENARIOS_ONLY && (!process.env.BENCH_FLOW || candidate.name.includes(process.env.BENCH_FLOW)),
    )) {
      console.log(`… ${flow.name}`);
      flowResults.push({
        name: flow.name,
        ...(await flow.run({ apiUrl, cognitoUrl, ids, signIn: (username) => signInAs(ids.userPoolClientId, username) })),
      });
    }
    console.table(flowResults);
    if (FLOWS_ONLY) {
      mergeResultRows(resultsFile, { flows: flowResults });
      console.log(`Merged into ${path.relative(process.cwd(), resultsFile)}`);
      return;
    }
    await ensureLargeSchool(ids.userPoolId);
    const tokens = new Map<string, string>();
    for (const username of new Set(
      scenarios.flatMap((scenario) =>
        [scenario.username, ...Object.values(scenario.paramsFrom ?? {}), scenario.actingStudent ?? []].flat(),
      ),
    )) {
      tokens.set(username, await signInAs(ids.userPoolClientId, username));
    }
    const { seedLargeSchoolCalendars } = await import('../../scripts/seed/large-school-calendars.js');
    await seedLargeSchoolCalendars({ uid: subOf(tokenOf(tokens, 'last.lehrer')), displayName: 'Lasttest Lehrkraft' });
    const dynamoDbPid = dynamoDbLocalPid(config.ports.dynamodb);
    const results = [];
    for (const scenario of scenarios.filter(
      (candidate) => !process.env.BENCH_SCENARIO || candidate.name.includes(process.env.BENCH_SCENARIO),
    )) {
      console.log(`… ${scenario.name}`);
      results.push(await measure(scenario, tokens, stop !== undefined, dynamoDbPid));
    }
    console.table(
      results.map(
        ({
          name,
          p50_ms,
          p99_ms,
          rps,
          errors,
          ddb_requests_per_call,
          ddb_requests_first_call,
          floor_rps,
          ratio,
          ratio_min,
          ratio_max,
          cpu_ms_per_call,
        }) => ({
          name,
          p50_ms,
          p99_ms,
          rps,
          errors,
          ddb_requests_per_call,
          ddb_requests_first_call,
          floor_rps,
          ratio,
          ratio_spread: ratio_min === undefined ? undefined : `${ratio_min}–${ratio_max}`,
          'node ms/call (floor)':
            cpu_ms_per_call && `${cpu_ms_per_call.endpoint.bench_process_ms} (${cpu_ms_per_call.floor?.bench_process_ms ?? '-'})`,
          'ddb ms/call (floor)':
            cpu_ms_per_call && `${cpu_ms_per_call.endpoint.dynamodb_local_ms} (${cpu_ms_per_call.floor?.dynamodb_local_ms ?? '-'})`,
        }),
      ),
    );
    if (SCENARIO_PROFILE_DIR) return;
    if (SCENARIOS_ONLY) {
      mergeResultRows(resultsFile, { results });
      console.log(`Merged into ${path.relative(process.cwd(), resultsFile)}`);
      return;
    }
    console.log('… lighthouse and sign-in to weekplan on the production build');
    const { lighthouse, browserTimings, webBundles } = await measureProductionBuild(ids);
    console.table(lighthouse);
    console.table(browserTimings);
    console.table(webBundles);
    const lambdaBundles = await measureLambdaBundles(repoRoot);
    console.table(lambdaBundles);
    mergeResultRows(
      resultsFile,
      {
        results,
        flows: flowResults,
        lighthouse: lighthouseRows(lighthouse),
        browserTimings,
        webBundles,
        lambdaBundles,
      },
      {
        generatedAt: new Date().toISOString(),
        machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
        durationSecondsPerScenario: DURATION_SECONDS,
      },
    );
    console.log(`Merged into ${path.relative(process.cwd(), resultsFile)}`);
    priceResults();
  } finally {
    await stop?.();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
