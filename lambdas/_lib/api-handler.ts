import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
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
  type RouteReadsAlongCaller,
  type ApiContext,
  type ApiEvent,
  type ApiResult,
  type FileAnswer,
  type TaggedAnswer,
} from './api-middlewares.js';
import type { ItemRead } from './batch-get.js';
import type { Caller, CallerResolver, ClaimedPerson } from './caller.js';
import { logger, metrics, tracer } from './observability.js';
import { withRequestMetrics } from './request-metrics.js';

export type { ApiEvent } from './api-middlewares.js';

interface RouteRequest<N extends RouteName> {
  input: RouteInput<N>;
  caller: Routes[N]['access'] extends 'public' ? null : Caller;
  event: ApiEvent;
  /** The results of the route's reads along the caller (`readsAlongCaller`), in their order; empty without. */
  readAlong: unknown[];
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

/**
 * Reads a route wants in the caller's own batch get (one request less, a wave less): keyed by the
 * claimed school and person and the route's validated path parameters.
 */
export type ReadsAlongCaller<D extends Domain> = {
  [N in RoutesOf<D>]?: (claimed: ClaimedPerson, params: RouteInput<N>['params']) => readonly ItemRead<unknown>[];
};

/** One domain's route table (shared/routes/<domain>.ts), its routes all of that domain. */
type DomainRoutes = Record<string, RouteDefinition>;

const domainOf = (table: DomainRoutes): Domain => {
  const [first] = Object.values(table);
  if (!first) throw new Error('a domain handler needs the routes of its domain');
  return first.domain;
};

/**
 * The Lambda handler of one domain (given its own route table and the caller's resolution from lambdas/users, so its bundle holds no other domain's routes and schemas): a middy chain that traces the invocation (X-Ray), gives its
 * log lines the Lambda context, publishes its EMF metrics, logs the request, maps errors to codes,
 * refuses requests that bypassed CloudFront, finds the route-table entry by the event's route key, resolves and authorizes the caller and
 * validates the input; the implementation's output is validated against the table too. Every
 * invocation counts its DynamoDB requests. `readsAlongCaller` lets a route read items in the
 * caller's own batch get; the implementation gets their results as `readAlong`.
 */
export const domainHandler = <T extends DomainRoutes, D extends Domain = T[keyof T]['domain']>(
  table: T,
  resolveCaller: CallerResolver,
  implementations: RouteImplementations<D>,
  readsAlongCaller: ReadsAlongCaller<D> = {},
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
    .use(authorizeCaller(resolveCaller, readsAlongCaller as RouteReadsAlongCaller))
    .use(validateInput())
    .handler(async (event, context) => {
      const { route, caller, input, readAlong } = context;
      const implementation = implementations[route.name as RoutesOf<D>] as (request: unknown) => Promise<unknown>;
      const result = await implementation({ input, caller, event, readAlong });
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
