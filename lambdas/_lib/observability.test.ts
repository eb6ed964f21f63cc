import type { EventBridgeEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../scripts/dev-stack/lambda-context.js';
import type { ApiEvent } from './api-handler.js';
import { JOBS_SERVICE } from './metric-names.js';

/** Handlers whose service is 'system', metrics switched on: every line they write to stdout and stderr, parsed. */
vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'system');
vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');

type Line = Record<string, unknown>;
let lines: Line[] = [];
const capture = (chunk: unknown) => {
  for (const text of String(chunk).split('\n')) if (text.trim().startsWith('{')) lines.push(JSON.parse(text) as Line);
  return true;
};

const modules = async () => ({
  system: (await import('../system/handler.js')).handler,
  ...(await import('./job-handler.js')),
  ...(await import('./observability.js')),
});
let loaded: Awaited<ReturnType<typeof modules>>;

beforeAll(async () => {
  loaded = await modules();
});
afterEach(() => {
  vi.restoreAllMocks();
  lines = [];
});
const listen = () => {
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
};

const apiEvent = (routeKey: string, body?: string) =>
  ({
    routeKey,
    headers: {},
    body,
    requestContext: { requestId: 'api-request-7', authorizer: { jwt: { claims: {}, scopes: [] } } },
  }) as unknown as ApiEvent;

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  service: string;
  [name: string]: unknown;
}
const emfLines = () => lines.filter((line) => '_aws' in line) as unknown as EmfLine[];
const metricNames = (line: EmfLine) => line._aws.CloudWatchMetrics.flatMap((set) => set.Metrics.map((metric) => metric.Name));

describe('API observability (Powertools through middy)', () => {
  it('logs one JSON line per request with the Lambda request id and the API request id as correlation id', async () => {
    listen();
    const response = await loaded.system(apiEvent('GET /api/health'), lambdaContext('schulapp-test-system', 'lambda-request-1'));
    expect(response.statusCode).toBe(200);
    const request = lines.find((line) => line.message === 'request');
    expect(request).toMatchObject({
      level: 'INFO',
      service: 'system',
      domain: 'system',
      route: 'GET /api/health',
      status: 200,
      ddbRequests: 0,
      correlation_id: 'api-request-7',
      function_request_id: 'lambda-request-1',
      function_name: 'schulapp-test-system',
    });
  });

  it('publishes the request metrics as EMF in the Schulapp namespace under the service', async () => {
    listen();
    await loaded.system(apiEvent('GET /api/health'), lambdaContext('schulapp-test-system', 'lambda-request-2'));
    const request = emfLines().find((line) => metricNames(line).includes('Requests'));
    expect(request?._aws.CloudWatchMetrics[0]?.Namespace).toBe('Schulapp');
    expect(request?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['service', 'stage']]);
    expect(request).toMatchObject({
      service: 'system',
      stage: 'local',
      Requests: 1,
      ServerErrors: 0,
      DynamoDbRequests: 0,
      DynamoDbWrites: 0,
      route: 'GET /api/health',
    });
  });

  it('never writes the body of a request, and replaces personal fields should one be logged', async () => {
    listen();
    await loaded.system(apiEvent('POST /api/unknown', JSON.stringify({ email: 'anna.schmidt@example.org' })), lambdaContext('f', 'r'));
    loaded.logger.warn('careless', { email: 'anna.schmidt@example.org', person: { firstName: 'Anna', lastName: 'Schmidt' }, status: 404 });
    const written = JSON.stringify(lines);
    expect(written).not.toMatch(/anna|schmidt/i);
    expect(lines.find((line) => line.message === 'careless')).toMatchObject({
      email: '[redacted]',
      person: { firstName: '[redacted]', lastName: '[redacted]' },
      status: 404,
    });
  });
});

describe('job observability', () => {
  const ticket = (detail: unknown) =>
    ({ id: 'bus-event-9', 'detail-type': 'support.ticketCreated', source: 'schulapp', detail }) as EventBridgeEvent<
      'support.ticketCreated',
      unknown
    >;
  const detail = { ticketId: 't1', role: 'student', createdAt: '2026-11-22T08:00:00Z' };

  it('logs the run with the bus event id as correlation id and counts a run without failure under the service jobs', async () => {
    listen();
    await loaded.jobHandler('support.ticketCreated', () => Promise.resolve())(ticket(detail), lambdaContext('job', 'lambda-request-3'));
    expect(lines.find((line) => line.message === 'job done')).toMatchObject({
      correlation_id: 'bus-event-9',
      function_request_id: 'lambda-request-3',
      job: 'support.ticketCreated',
      ddbRequests: 0,
    });
    expect(emfLines().find((line) => line.service === JOBS_SERVICE)).toMatchObject({
      JobRuns: 1,
      JobFailures: 0,
      job: 'support.ticketCreated',
    });
    expect(emfLines().find((line) => line.service === 'system')).toMatchObject({ DynamoDbRequests: 0 });
  });

  it('counts a failed run and a refused detail as failures and logs them as errors', async () => {
    listen();
    const failing = loaded.jobHandler('support.ticketCreated', () => Promise.reject(new Error('table unavailable')));
    await expect(failing(ticket(detail), lambdaContext('job', 'lambda-request-4'))).rejects.toThrow('table unavailable');
    await expect(failing(ticket({ ticketId: 1 }), lambdaContext('job', 'lambda-request-5'))).rejects.toThrow();
    const failures = emfLines().filter((line) => line.service === JOBS_SERVICE);
    expect(failures.map((line) => line.JobFailures)).toEqual([1, 1]);
    expect(lines.filter((line) => line.message === 'job failed').map((line) => line.level)).toEqual(['ERROR', 'ERROR']);
  });
});
