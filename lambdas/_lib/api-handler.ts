import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../shared/idempotency-key.js';
import type { Domain, RouteDefinition, RouteInput, RouteName, RouteResponse, Routes, RoutesOf } from '../../shared/routes/index.js';
import {
  authorizeCaller,
  fileResponse,
  jsonResponse,
  mapErrors,
  observeRequest,
  requireEdge,
  resolveRoute,
  taggedJsonResponse,
  validateInput,
  type ApiContext,
  type ApiEvent,
  type ApiResult,
  type FileAnswer,
  type TaggedAnswer,
} from './api-middlewares.js';
import { AppError } from './app-error.js';
import type { Caller, CallerResolver } from './caller.js';
import { logger, metrics, tracer } from './observability.js';
import { oncePerAction } from './once-per-action.js';
import { withRequestMetrics } from './request-metrics.js';
import type { ActionRef } from './user-action.js';

export type { ApiEvent } from './api-middlewares.js';

interface RouteRequest<N extends RouteName> {
  input: RouteInput<N>;
  caller: Routes[N]['access'] extends 'public' ? null : Caller;
  event: ApiEvent;
  /** The user action a signed-in state-changing call names (Idempotency-Key): a create derives its ids from it. */
  action?: ActionRef;
}
/** A file route answers its text with an entity tag (FileAnswer), a tagged route its response with one, every other route its response. */
type ImplementationResult<N extends RouteName> = Routes[N] extends { file: object }
  ? FileAnswer
  : Routes[N] extends { tagged: true }
    ? TaggedAnswer<RouteResponse<N>>
    : RouteResponse<N>;
export type RouteImplementations<D extends Domain> = {
  [N in RoutesOf<D>]: (request: RouteRequest<N>) => Promise<ImplementationResult<N>>;
};

/** One domain's route table (shared/routes/<domain>.ts), its routes all of that domain. */
type DomainRoutes = Record<string, RouteDefinition>;

const domainOf = (table: DomainRoutes): Domain => {
  const [first] = Object.values(table);
  if (!first) throw new Error('a domain handler needs the routes of its domain');
  return first.domain;
};

/** The key a state-changing call names its user action with, if it sends one (a malformed one is refused). */
const actionKeyOf = (event: ApiEvent): string | undefined => {
  const header = event.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (!idempotencyKeySchema.safeParse(header).success)
    throw new AppError('validation-failed', { [IDEMPOTENCY_KEY_HEADER]: 'invalid_format' });
  return header;
};

/**
 * One domain's Lambda handler: a middy chain (tracing, logs, metrics, error codes, edge check, route,
 * caller, input and output validation) around its routes; its bundle holds no other domain's routes. A
 * state-changing call that names its user action (Idempotency-Key) is done once, its repeats get the first answer.
 */
export const domainHandler = <T extends DomainRoutes, D extends Domain = T[keyof T]['domain']>(
  table: T,
  resolveCaller: CallerResolver,
  implementations: RouteImplementations<D>,
) => {
  const domain = domainOf(table);
  const chain = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics, { captureColdStartMetric: true }))
    .use(observeRequest(domain))
    .use(mapErrors())
    .use(requireEdge())
    .use(resolveRoute(table))
    .use(authorizeCaller(resolveCaller))
    .use(validateInput())
    .handler(async (event, context) => {
      const { route, caller, input } = context;
      const implementation = implementations[route.name as RoutesOf<D>] as (request: unknown) => Promise<unknown>;
      const key = route.definition.method === 'GET' ? undefined : actionKeyOf(event);
      const action = caller && key ? { uid: caller.uid, key } : undefined;
      const run = () => implementation({ input, caller, event, action });
      const result =
        caller && action ? await oncePerAction(caller.schoolId, { ...action, route: route.name, input }, context, run) : await run();
      const { file, tagged } = route.definition;
      const shown = file ? (result as FileAnswer).text : tagged ? (result as TaggedAnswer<unknown>).data : result;
      const output = route.definition.response.safeParse(shown);
      // A response that breaks the contract is our bug (500), not the client's input (400).
      if (!output.success) throw new Error(`response of ${route.name} does not match its schema: ${output.error.message}`);
      const ifNoneMatch = event.headers['if-none-match'];
      if (file) return fileResponse(file, result as FileAnswer, ifNoneMatch);
      return tagged ? taggedJsonResponse(output.data, (result as TaggedAnswer<unknown>).etag, ifNoneMatch) : jsonResponse(200, output.data);
    });
  return async (event: ApiEvent, context: Context) => (await withRequestMetrics(() => chain(event, context as ApiContext))).result;
};
