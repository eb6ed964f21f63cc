import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { gatewayEvent } from '../../scripts/dev-stack/gateway-event.js';
import { lambdaContext } from '../../scripts/dev-stack/lambda-context.js';
import { repoRoot } from '../../scripts/dev-stack/stack-config.js';
import { ACTING_STUDENT_HEADER } from '../../shared/roles.js';
import { buildPath, routes, type RouteName } from '../../shared/routes/index.js';
import { tokenClaim, tokenClaims } from '../fixtures/token-claims.js';
import { topSelfTime, type CpuProfile, type ProfileEntry } from './cpu-profile.js';
import { commandOf } from './floor.js';

/**
 * Own cost per call (issue 39): the CPU time of one warm call of a read endpoint's Lambda handler
 * while DynamoDB answers instantly with the answers recorded for that call, and beside it the CPU
 * the AWS SDK spends on the same requests. docs/benchmarks.md ("Own cost per call") states what
 * each column counts.
 */
export interface OwnCpuCase {
  name: string;
  route: RouteName;
  username: string;
  /** Path parameters: uid of the named demo user. */
  paramsFrom?: Record<string, string>;
  actingStudent?: string;
  /** The goal for own_cpu_ms. */
  goalMs: number;
}

export const ownCpuCases: OwnCpuCase[] = [
  { name: 'own cpu: weekplan (student)', route: 'getWeekplan', username: 'schueler.anna', goalMs: 1 },
  { name: 'own cpu: weekplan (tutor)', route: 'getWeekplan', username: 'lehrer.mueller', goalMs: 1 },
  { name: 'own cpu: unread notifications (student)', route: 'getUnreadNotificationCount', username: 'schueler.anna', goalMs: 1 },
  { name: 'own cpu: bootstrap (tutor)', route: 'getBootstrap', username: 'lehrer.mueller', goalMs: 1 },
  { name: 'own cpu: bootstrap (guardian)', route: 'getBootstrap', username: 'eltern.weber', goalMs: 1 },
  {
    name: 'own cpu: user profile (tutor reads student)',
    route: 'getUserProfile',
    username: 'lehrer.mueller',
    paramsFrom: { uid: 'schueler.anna' },
    goalMs: 1,
  },
  { name: 'own cpu: today overview (tutor)', route: 'getTodayOverview', username: 'lehrer.mueller', goalMs: 2 },
  { name: 'own cpu: calendar page (tutor)', route: 'getCalendarPage', username: 'lehrer.mueller', goalMs: 2 },
  { name: 'own cpu: pins unread count (student)', route: 'getUnreadPinCount', username: 'schueler.anna', goalMs: 2 },
  { name: 'own cpu: pins Aktuell (student)', route: 'listCurrentPins', username: 'schueler.anna', goalMs: 2 },
];

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** One DynamoDB request of a call as the document client saw it: the command, its input and its (unmarshalled) output. */
interface Exchange {
  commandName: string;
  input: unknown;
  output: unknown;
}

/**
 * What the handlers' document client does while measuring: send requests (none), send and note
 * them (record), or answer each from the next recorded exchange without sending anything (replay).
 */
type Mode =
  { kind: 'record'; exchanges: Exchange[] } | { kind: 'replay'; commandNames: string[]; outputs: unknown[]; next: number } | undefined;
let mode: Mode;

type Send = (command: { constructor: { name: string }; input: unknown }, options?: unknown) => Promise<unknown>;
let installed = false;

/**
 * Wraps `send` of the document client every domain uses (lambdas/_lib/db.ts): a replayed request
 * returns before the SDK does anything (no middleware chain, marshalling, signing, HTTP or parsing),
 * and ElectroDB gets the recorded output as the SDK handed it over. The SDK's own work is measured
 * apart (measureSdkCpu).
 */
const installReplay = async () => {
  if (installed) return;
  installed = true;
  const { documentClient } = await import('../../lambdas/_lib/db.js');
  const client = documentClient as unknown as { send: Send };
  const send: Send = client.send.bind(documentClient);
  client.send = async (command, options) => {
    const current = mode;
    const commandName = command.constructor.name;
    if (current?.kind === 'replay') {
      const expected = current.commandNames[current.next];
      if (expected !== commandName)
        throw new Error(`replay: request ${String(current.next + 1)} is ${commandName}, recorded ${String(expected)}`);
      const output = current.outputs[current.next];
      current.next += 1;
      return output;
    }
    // Noted in the order the requests are sent (the order a replay meets them), not the order their answers come.
    const exchange =
      current?.kind === 'record' ? { commandName, input: structuredClone(command.input), output: undefined as unknown } : undefined;
    if (exchange && current?.kind === 'record') current.exchanges.push(exchange);
    const output = await send(command, options);
    if (exchange) exchange.output = structuredClone(output);
    return output;
  };
};

const handlerOf = async (route: RouteName) =>
  ((await import(pathToFileURL(path.join(repoRoot, 'lambdas', routes[route].domain, 'handler.ts')).href)) as { handler: Handler }).handler;

/** The API Gateway v2 event of a GET as the JWT authorizer hands it over (the local gateway builds the same). */
const eventOf = (testCase: OwnCpuCase, tokens: Map<string, string>): APIGatewayProxyEventV2WithJWTAuthorizer => {
  const definition = routes[testCase.route];
  const token = tokens.get(testCase.username) ?? '';
  const params = Object.fromEntries(
    Object.entries(testCase.paramsFrom ?? {}).map(([name, username]) => [name, tokenClaim(tokens.get(username) ?? '', 'sub')]),
  );
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, host: 'localhost', 'user-agent': 'own-cpu-bench' };
  if (testCase.actingStudent) headers[ACTING_STUDENT_HEADER] = tokenClaim(tokens.get(testCase.actingStudent) ?? '', 'sub');
  return gatewayEvent({
    definition,
    path: buildPath(definition.path, params),
    headers,
    params,
    claims: tokenClaims(token),
    requestId: 'own-cpu',
  });
};

/** CPU time (user + system, all threads of the process) that `work` takes, in ms. */
const cpuMs = async (work: () => Promise<unknown>) => {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Log lines and EMF metrics are formatted as in Lambda; their writes to stdout are dropped while measuring (the terminal would cost more than the Lambda's pipe). */
const withoutStdout = async <T>(work: () => Promise<T>) => {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = () => true;
  try {
    return await work();
  } finally {
    process.stdout.write = write;
  }
};

/** The recorded HTTP answer of one request, to hand the SDK again without a network. */
interface RecordedHttp {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The SDK's own CPU for a call's requests: a document client configured as lambdas/_lib/db.ts
 * sends the same inputs, each answered by the HTTP response DynamoDB Local gave it (recorded
 * once), so marshalling, endpoint resolution, signing, JSON parsing and unmarshalling run, and no
 * socket. Median over `calls` rounds of the call's requests in order.
 */
const measureSdkCpu = async (exchanges: Exchange[], calls: number, warmup: number) => {
  // A plain client's own HTTP handler sends the one recording round.
  const liveClient = new DynamoDBClient({});
  const live = liveClient.config.requestHandler as unknown as {
    handle: (request: unknown) => Promise<{ response: RecordedHttp & { body: Readable } }>;
  };
  const answers: RecordedHttp[] = [];
  let replay: RecordedHttp[] | undefined;
  const requestHandler = {
    handle: async (request: unknown) => {
      if (replay) {
        const answer = replay.shift();
        if (!answer) throw new Error('sdk replay: more requests than recorded');
        return { response: { statusCode: answer.statusCode, headers: { ...answer.headers }, body: Readable.from([answer.body]) } };
      }
      const { response } = await live.handle(request);
      const chunks: Buffer[] = [];
      for await (const chunk of response.body) chunks.push(chunk as Buffer);
      const recorded = { statusCode: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
      answers.push(recorded);
      return { response: { ...recorded, headers: { ...recorded.headers }, body: Readable.from([recorded.body]) } };
    },
    updateHttpClientConfig: () => undefined,
    httpHandlerConfigs: () => ({}),
  };
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ requestHandler: requestHandler as never }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const send = async () => {
    for (const exchange of exchanges)
      await client.send(commandOf({ commandName: exchange.commandName, input: exchange.input, startedMs: 0, endedMs: 0 }));
  };
  await send();
  const samples: number[] = [];
  for (let round = 0; round < warmup + calls; round += 1) {
    replay = [...answers];
    const ms = await cpuMs(send);
    if (round >= warmup) samples.push(ms);
  }
  client.destroy();
  liveClient.destroy();
  return median(samples);
};

export interface OwnCpuRow {
  name: string;
  route: string;
  own_cpu_ms: number;
  own_cpu_p90_ms: number;
  sdk_cpu_ms: number;
  ddb_requests_per_call: number;
  response_bytes: number;
  calls: number;
  goal_ms: number;
  meets_goal: boolean;
}

export interface OwnCpuOptions {
  signIn: (username: string) => Promise<string>;
  calls: number;
  warmup: number;
  /** Write a CPU profile of each case's measured calls into this folder and report its top self-time entries (its figures then include the profiler's overhead). */
  profileDir?: string;
  only?: string;
}

/**
 * Runs each case: three warm calls against DynamoDB Local, one recorded, then `warmup + calls`
 * calls of the real exported handler with the recorded answers, each call's CPU measured alone.
 */
export const measureOwnCpu = async ({ signIn, calls, warmup, profileDir, only }: OwnCpuOptions) => {
  // EMF metrics as in Lambda (the local stack turns them off), set before the handlers' modules load.
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  await installReplay();
  const { logger } = await import('../../lambdas/_lib/observability.js');
  // Production's level (infra/constructs/app-function.ts): one info line per request.
  logger.setLogLevel('INFO');
  const cases = ownCpuCases.filter((candidate) => !only || candidate.name.includes(only));
  const tokens = new Map<string, string>();
  for (const username of new Set(
    cases.flatMap((item) => [item.username, ...Object.values(item.paramsFrom ?? {}), item.actingStudent ?? []].flat()),
  ))
    tokens.set(username, await signIn(username));
  const rows: OwnCpuRow[] = [];
  const profiles: { name: string; top: ProfileEntry[]; owners: ProfileEntry[] }[] = [];
  for (const testCase of cases) {
    console.log(`… ${testCase.name}`);
    const handler = await handlerOf(testCase.route);
    const event = eventOf(testCase, tokens);
    const context = lambdaContext(`schulapp-bench-${routes[testCase.route].domain}`, 'own-cpu');
    for (let warm = 0; warm < 3; warm += 1) await withoutStdout(() => handler(event, context));
    const recording: Mode = { kind: 'record', exchanges: [] };
    mode = recording;
    const recorded = await withoutStdout(() => handler(event, context));
    mode = undefined;
    if (recorded.statusCode !== 200) throw new Error(`${testCase.name}: answered ${String(recorded.statusCode)} ${String(recorded.body)}`);
    const { exchanges } = recording;
    const commandNames = exchanges.map((exchange) => exchange.commandName);
    const samples: number[] = [];
    const session = profileDir ? new Session() : undefined;
    const measure = async () => {
      for (let call = 0; call < warmup + calls; call += 1) {
        if (call === warmup && session) {
          session.connect();
          await session.post('Profiler.enable');
          await session.post('Profiler.setSamplingInterval', { interval: 50 });
          await session.post('Profiler.start');
        }
        // Fresh copies of the answers, made before the clock starts (the SDK builds new objects per answer too).
        const replay: Mode = {
          kind: 'replay',
          commandNames,
          outputs: exchanges.map((exchange) => structuredClone(exchange.output)),
          next: 0,
        };
        mode = replay;
        let answer: APIGatewayProxyStructuredResultV2 | undefined;
        const ms = await cpuMs(async () => {
          answer = await handler(event, context);
        });
        mode = undefined;
        if (answer?.statusCode !== 200 || replay.next !== exchanges.length)
          throw new Error(
            `${testCase.name}: replayed call answered ${String(answer?.statusCode)} after ${String(replay.next)} of ${String(exchanges.length)} requests`,
          );
        if (call >= warmup) samples.push(ms);
      }
      if (session && profileDir) {
        const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
        session.disconnect();
        fs.mkdirSync(profileDir, { recursive: true });
        fs.writeFileSync(path.join(profileDir, `${testCase.route}-${testCase.username}.cpuprofile`), JSON.stringify(profile));
        profiles.push({ name: testCase.name, top: topSelfTime(profile, 20), owners: topSelfTime(profile, 15, 'owner') });
      }
    };
    await withoutStdout(measure);
    const sorted = [...samples].sort((a, b) => a - b);
    const own = median(samples);
    rows.push({
      name: testCase.name,
      route: `${routes[testCase.route].method} ${routes[testCase.route].path}`,
      own_cpu_ms: round3(own),
      own_cpu_p90_ms: round3(sorted[Math.floor(sorted.length * 0.9)] ?? Number.NaN),
      sdk_cpu_ms: round3(await measureSdkCpu(exchanges, calls, warmup)),
      ddb_requests_per_call: exchanges.length,
      response_bytes: Buffer.byteLength(recorded.body ?? ''),
      calls,
      goal_ms: testCase.goalMs,
      meets_goal: own <= testCase.goalMs,
    });
  }
  return { rows, profiles };
};
