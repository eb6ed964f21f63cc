import type * as z from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency-key.js';
import { ACTING_STUDENT_HEADER } from '@shared/roles.js';
import { buildPath, routes, type RouteDefinition, type RouteInput, type RouteName, type RouteResponse } from '@shared/routes/index.js';
import { getActiveStudentUid } from './active-student.js';
import { ApiError, apiErrorFromBody } from './api-error.js';
import { getIdToken } from './auth.js';

const fieldsOf = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]));

const parseInput = (schema: z.ZodType, value: unknown): unknown => {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ApiError(0, 'validation-failed', fieldsOf(result.error));
  return result.data;
};

const toSearch = (query: unknown): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The parts that have no required field: the empty object literal fits them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- meant literally: `{} extends T[K]` asks whether T[K] has no required field
type OptionalKeys<T> = { [K in keyof T]: {} extends T[K] ? K : never }[keyof T];
/** params/query/body of a route; parts without required fields may be left out. */
export type ApiInput<N extends RouteName> = Omit<RouteInput<N>, OptionalKeys<RouteInput<N>>> &
  Partial<Pick<RouteInput<N>, OptionalKeys<RouteInput<N>>>>;
export interface ApiCallOptions {
  signal?: AbortSignal;
}
type ApiArgs<N extends RouteName> = [Exclude<keyof RouteInput<N>, OptionalKeys<RouteInput<N>>>] extends [never]
  ? [input?: ApiInput<N>, options?: ApiCallOptions]
  : [input: ApiInput<N>, options?: ApiCallOptions];

export interface ApiClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getIdToken: () => Promise<string | null>;
  getActingStudentUid: () => string | null;
  /** Waits before a call is sent again (setTimeout; tests pass their own). */
  wait?: (ms: number) => Promise<void>;
  /** The key of a new user action (crypto.randomUUID; tests pass their own). */
  newActionKey?: () => string;
}

/** The longest a call waits for a busy API's Retry-After before its one retry. */
const MAX_BUSY_WAIT_MS = 5000;
/** The wait a 'busy' answer asks for (Retry-After in seconds), at most MAX_BUSY_WAIT_MS. */
const busyWaitMs = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after') ?? '1');
  return Math.min(MAX_BUSY_WAIT_MS, Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000);
};
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The wait before a write whose answer was lost on the way is sent again. */
const LOST_ANSWER_WAIT_MS = 1000;

/**
 * A client typed by the route table: validates the input with the route's schemas, adds the bearer
 * ID token and the guardian's acting-student header, and returns the zod-parsed response. Throws
 * ApiError (code 'network-error' with status 0 when the request or the token refresh failed on the way). A call the
 * API answers 'busy' (503) is sent once more after its Retry-After. A signed-in write names its user action with an
 * Idempotency-Key and is sent again with the same key, once, also when its answer was lost on the way: the API does
 * the action once and answers the repeat with the first answer (lambdas/_lib/once-per-action.ts).
 */
export const createApiClient =
  (deps: ApiClientDeps) =>
  async <N extends RouteName>(name: N, ...[input, options]: ApiArgs<N>): Promise<RouteResponse<N>> => {
    const route: RouteDefinition = routes[name];
    const given = (input ?? {}) as Partial<Record<'params' | 'query' | 'body', unknown>>;
    const params = parseInput(route.params, given.params) as Record<string, string>;
    const query = parseInput(route.query, given.query);
    const body = parseInput(route.body, given.body);

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (route.access !== 'public') {
      // Null: no session (signed out). A failure: the token's refresh did not get through (offline).
      const token = await deps.getIdToken().catch(() => {
        throw new ApiError(0, 'network-error');
      });
      if (!token) throw new ApiError(401, 'unauthorized');
      headers.Authorization = `Bearer ${token}`;
      const actingStudent = deps.getActingStudentUid();
      if (actingStudent) headers[ACTING_STUDENT_HEADER] = actingStudent;
    }
    const isAction = route.method !== 'GET' && route.access !== 'public';
    if (isAction) headers[IDEMPOTENCY_KEY_HEADER] = (deps.newActionKey ?? (() => crypto.randomUUID()))();
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    if (hasBody) headers['Content-Type'] = 'application/json';

    const send = async () => {
      try {
        return await deps.fetch(buildPath(route.path, params) + toSearch(query), {
          method: route.method,
          headers,
          body: hasBody ? JSON.stringify(body) : undefined,
          signal: options?.signal,
        });
      } catch (error) {
        if (options?.signal?.aborted) throw error;
        throw new ApiError(0, 'network-error');
      }
    };
    const wait = deps.wait ?? pause;
    const sendOnceMore = route.method === 'GET' || isAction;
    let response = await send().catch(async (error: unknown) => {
      if (!isAction || !(error instanceof ApiError)) throw error;
      await wait(LOST_ANSWER_WAIT_MS);
      return send();
    });
    let json = await readJson(response);
    if (sendOnceMore && apiErrorFromBody(response.status, json).code === 'busy') {
      await wait(busyWaitMs(response));
      response = await send();
      json = await readJson(response);
    }
    if (!response.ok) throw apiErrorFromBody(response.status, json);
    const parsed = route.response.safeParse(json);
    if (!parsed.success) {
      console.error(`${name}: response does not match the contract`, parsed.error.issues);
      throw new ApiError(response.status, 'internal');
    }
    return parsed.data as RouteResponse<N>;
  };

export const apiCall = createApiClient({
  fetch: (url, init) => fetch(url, init),
  getIdToken,
  getActingStudentUid: getActiveStudentUid,
});
