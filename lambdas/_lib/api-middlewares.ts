import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { MAX_API_BODY_BYTES } from '../../shared/errors.js';
import type { Domain, RouteDefinition, RouteName } from '../../shared/routes/index.js';
import { routeKey } from '../../shared/routes/route-paths.js';
import { AppError } from './app-error.js';
import type { Caller, CallerResolver } from './caller.js';
import { isBusy } from './dynamodb-busy.js';
import { isFromEdge } from './edge.js';
import { env } from './env.js';
import { metricNames } from './metric-names.js';
import { countMetric, logger, metrics } from './observability.js';
import { currentRequestMetrics } from './request-metrics.js';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** What the middlewares learn about a request, in the order they run. */
export type ApiContext = Context & {
  startedAt: number;
  route: { name: RouteName; definition: RouteDefinition };
  caller: Caller | null;
  input: { params: unknown; query: unknown; body: unknown };
};
type ApiRequest = Request<ApiEvent, ApiResult, Error, ApiContext>;
type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

export const jsonResponse = (statusCode: number, body: unknown): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/** What a file route's implementation returns: the file's text and a strong entity tag of it. */
export interface FileAnswer {
  text: string;
  etag: string;
}

/** What a tagged JSON route's implementation returns: its response and an entity tag of it. */
export interface TaggedAnswer<T> {
  data: T;
  etag: string;
}

/**
 * A tagged JSON route's answer: the browser keeps it and revalidates it on every use (`private,
 * no-cache`), and gets 304 without a body when its If-None-Match names the tag.
 */
export const taggedJsonResponse = (body: unknown, etag: string, ifNoneMatch: string | undefined): ApiResult => {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-cache', etag };
  return matchesEtag(ifNoneMatch, etag) ? { statusCode: 304, headers } : { statusCode: 200, headers, body: JSON.stringify(body) };
};

/** Whether an If-None-Match header names the tag (weak comparison, as RFC 9110 13.1.2 asks for GET). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? '').split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });

/**
 * A route's file answer (e.g. a calendar): its own content type, cache lifetime and entity tag;
 * 304 without a body when the request's If-None-Match names the tag.
 */
export const fileResponse = (
  file: NonNullable<RouteDefinition['file']>,
  answer: FileAnswer,
  ifNoneMatch: string | undefined,
): ApiResult => {
  const headers = { 'content-type': file.contentType, 'cache-control': file.cacheControl, etag: answer.etag };
  return matchesEtag(ifNoneMatch, answer.etag) ? { statusCode: 304, headers } : { statusCode: 200, headers, body: answer.text };
};

/** A rule's own code (`params: { code }` of a refine) names a custom issue; else zod's issue code. */
const issueCode = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : issue.code;
const fieldCodes = (error: z.ZodError) => Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || '_', issueCode(issue)]));

/**
 * Outermost of ours: the API request's id as the correlation id of every log line; at the end one
 * JSON log line per request (route, status, duration, DynamoDB requests; no personal data) and its
 * metrics: Requests, ServerErrors (0 or 1, so the average is the 5xx rate), DynamoDbRequests and
 * DynamoDbWrites of the call.
 */
export const observeRequest = (domain: Domain): ApiMiddleware => {
  const finish = (request: ApiRequest) => {
    const counted = currentRequestMetrics();
    const { response } = request;
    if (!response) return;
    const status = response.statusCode ?? 200;
    logger.info('request', {
      domain,
      route: request.event.routeKey,
      status,
      durationMs: Date.now() - request.context.startedAt,
      ddbRequests: counted?.ddbRequests,
      ddbWaves: counted?.ddbWaves,
    });
    metrics.addMetadata('route', request.event.routeKey);
    countMetric(metricNames.requests, 1);
    countMetric(metricNames.serverErrors, status >= 500 ? 1 : 0);
    if (counted) {
      countMetric(metricNames.dynamoDbRequests, counted.ddbRequests);
      countMetric(metricNames.dynamoDbWrites, counted.ddbWrites);
    }
    if (env.exposeRequestCounts && counted) {
      response.headers = {
        ...response.headers,
        'x-ddb-requests': String(counted.ddbRequests),
        'x-ddb-writes': String(counted.ddbWrites),
        'x-ddb-waves': String(counted.ddbWaves),
      };
    }
  };
  return {
    before: (request) => {
      request.context.startedAt = Date.now();
      logger.setCorrelationId(request.event.requestContext.requestId);
    },
    after: finish,
    onError: finish,
  };
};

/** Seconds a client waits before retrying a 'busy' answer. */
const BUSY_RETRY_AFTER_S = '1';

/** Errors become `{ error: { code, fields } }` with the code's status; never a stack trace. */
export const mapErrors = (): ApiMiddleware => ({
  onError: (request) => {
    const { error } = request;
    if (isBusy(error)) {
      logger.warn('dynamodb busy', { route: request.event.routeKey });
      const response = jsonResponse(503, new AppError('busy').toBody());
      request.response = { ...response, headers: { ...response.headers, 'retry-after': BUSY_RETRY_AFTER_S } };
    } else if (error instanceof AppError) request.response = jsonResponse(error.status, error.toBody());
    else if (error instanceof z.ZodError)
      request.response = jsonResponse(400, new AppError('validation-failed', fieldCodes(error)).toBody());
    else {
      logger.error('unhandled error', { route: request.event.routeKey, error });
      request.response = jsonResponse(500, new AppError('internal').toBody());
    }
  },
});

/** Only CloudFront reaches the API: a request to the API's own endpoint lacks the origin secret (403). */
export const requireEdge = (): ApiMiddleware => ({
  before: (request) => {
    if (!isFromEdge(request.event, env.originVerifySecret)) throw new AppError('forbidden');
  },
});

/**
 * Finds the entry of the domain's route table (shared/routes/<domain>.ts) for the event's route key;
 * the function holds only its own domain's routes and schemas, not the whole table.
 */
export const resolveRoute = (table: Record<string, RouteDefinition>): ApiMiddleware => {
  const byKey = new Map(
    Object.entries(table).map(([name, definition]) => [routeKey(definition), { name: name as RouteName, definition }] as const),
  );
  return {
    before: (request) => {
      const route = byKey.get(request.event.routeKey);
      if (!route) throw new AppError('not-found');
      request.context.route = route;
    },
  };
};

/** Resolves the caller from the verified token and checks the route's roles and admin flag. */
export const authorizeCaller = (resolveCaller: CallerResolver): ApiMiddleware => ({
  before: async (request) => {
    const { definition } = request.context.route;
    if (definition.access === 'public') {
      request.context.caller = null;
      return;
    }
    const caller = await resolveCaller(request.event);
    if (!definition.access.roles.includes(caller.role as (typeof definition.access.roles)[number])) throw new AppError('forbidden');
    if (definition.access.adminOnly && !caller.isAdmin) throw new AppError('not-admin');
    request.context.caller = caller;
  },
});

const parseBody = (event: ApiEvent): unknown => {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text, 'utf8') > MAX_API_BODY_BYTES) throw new AppError('payload-too-large');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('validation-failed', { body: 'invalid_json' });
  }
};

/** Validates params, query and body with the route's zod schemas; all problems in one answer. */
export const validateInput = (): ApiMiddleware => ({
  before: (request) => {
    const { definition } = request.context.route;
    const { event } = request;
    const parts = {
      params: definition.params.safeParse(event.pathParameters ?? {}),
      query: definition.query.safeParse(event.queryStringParameters ?? {}),
      body: definition.body.safeParse(definition.method === 'GET' ? {} : parseBody(event)),
    };
    const fields: Record<string, string> = {};
    for (const [part, result] of Object.entries(parts)) {
      if (!result.success) for (const [path, code] of Object.entries(fieldCodes(result.error))) fields[`${part}.${path}`] = code;
    }
    if (Object.keys(fields).length > 0) throw new AppError('validation-failed', fields);
    request.context.input = { params: parts.params.data, query: parts.query.data, body: parts.body.data };
  },
});
