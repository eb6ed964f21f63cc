import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { z } from 'zod';
import {
  routeEntries,
  routeKey,
  type Domain,
  type RouteDefinition,
  type RouteInput,
  type RouteName,
  type RouteResponse,
  type Routes,
  type RoutesOf,
} from '../../shared/routes.js';
import { AppError } from './app-error.js';
import { resolveCaller, type Caller } from './caller.js';
import { env } from './env.js';
import { log } from './logger.js';
import { withRequestMetrics } from './request-metrics.js';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

type RouteRequest<N extends RouteName> = {
  input: RouteInput<N>;
  caller: Routes[N]['access'] extends 'public' ? null : Caller;
  event: ApiEvent;
};
export type RouteImplementations<D extends Domain> = {
  [N in RoutesOf<D>]: (request: RouteRequest<N>) => Promise<RouteResponse<N>>;
};

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

const fieldMessages = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || '_', issue.code]));

const parseBody = (event: ApiEvent): unknown => {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('validation-failed', { body: 'invalid_json' });
  }
};

const parseInput = (definition: RouteDefinition, event: ApiEvent) => {
  const parts = {
    params: definition.params.safeParse(event.pathParameters ?? {}),
    query: definition.query.safeParse(event.queryStringParameters ?? {}),
    body: definition.body.safeParse(definition.method === 'GET' ? {} : parseBody(event)),
  };
  const fields: Record<string, string> = {};
  for (const [part, result] of Object.entries(parts)) {
    if (!result.success) for (const [path, code] of Object.entries(fieldMessages(result.error))) fields[`${part}.${path}`] = code;
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation-failed', fields);
  return { params: parts.params.data, query: parts.query.data, body: parts.body.data };
};

const authorize = async (definition: RouteDefinition, event: ApiEvent): Promise<Caller | null> => {
  if (definition.access === 'public') return null;
  const caller = await resolveCaller(event);
  const { roles, adminOnly } = definition.access;
  if (!roles.includes(caller.role as (typeof roles)[number]) || (adminOnly && !caller.isAdmin)) {
    throw new AppError('forbidden');
  }
  return caller;
};

const errorResponse = (error: unknown, route: string) => {
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };
  if (error instanceof z.ZodError) return { status: 400, body: new AppError('validation-failed', fieldMessages(error)).toBody() };
  log('error', 'unhandled error', { route, errorName: (error as Error)?.name, errorMessage: (error as Error)?.message, stack: (error as Error)?.stack });
  return { status: 500, body: new AppError('internal').toBody() };
};

/**
 * The Lambda handler of one domain: routes the API Gateway event by its route key to the
 * implementation, after resolving the caller, checking access and validating input with the
 * route table's schemas; the response is validated against the table too.
 */
export const domainHandler = <D extends Domain>(domain: D, implementations: RouteImplementations<D>) => {
  const byKey = new Map(
    routeEntries
      .filter(([, definition]) => definition.domain === domain)
      .map(([name, definition]) => [routeKey(definition), { name, definition }] as const),
  );
  const dispatch = async (event: ApiEvent): Promise<APIGatewayProxyStructuredResultV2> => {
    const started = Date.now();
    const match = byKey.get(event.routeKey);
    const { result, metrics } = await withRequestMetrics(async () => {
      try {
        if (!match) throw new AppError('not-found');
        const caller = await authorize(match.definition, event);
        const input = parseInput(match.definition, event);
        const implementation = implementations[match.name as RoutesOf<D>] as (request: unknown) => Promise<unknown>;
        const output = await implementation({ input, caller, event });
        return { status: 200, body: match.definition.response.parse(output) };
      } catch (error) {
        return errorResponse(error, event.routeKey);
      }
    });
    log('info', 'request', {
      domain,
      route: event.routeKey,
      status: result.status,
      durationMs: Date.now() - started,
      ddbRequests: metrics.ddbRequests,
      requestId: event.requestContext?.requestId,
    });
    const headers: Record<string, string> = env.exposeRequestCounts ? { 'x-ddb-requests': String(metrics.ddbRequests) } : {};
    return json(result.status, result.body, headers);
  };
  return middy<ApiEvent, APIGatewayProxyStructuredResultV2>().handler(dispatch);
};
