import type * as z from 'zod';
import type { AppRole } from '../roles.js';
import { emptySchema } from '../schemas/common.schema.js';
import { routeKey } from './route-paths.js';

/**
 * Who may call a route. `public`: no token. Otherwise the listed roles (after the guardian's
 * active child has been checked) and, with `adminOnly`, only users in the admin group.
 */
export type Access = 'public' | { roles: readonly AppRole[]; adminOnly?: boolean };

/** Any signed-in person of a school; the access of a route that states none. */
export const signedIn = { roles: ['student', 'tutor', 'guardian'] } as const satisfies Access;
export const schoolAdmins = { ...signedIn, adminOnly: true } as const satisfies Access;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One entry of the route table, with every default filled in: what handlers, gateway, CDK and client read. */
export interface RouteDefinitionOf<D extends string> {
  method: HttpMethod;
  /** Full path as API Gateway and CloudFront see it, with `{param}` placeholders. */
  path: `/api/${string}`;
  domain: D;
  access: Access;
  params: z.ZodType;
  query: z.ZodType;
  body: z.ZodType;
  response: z.ZodType;
  /** Routes that answer with a file instead of JSON: the response schema then checks its text. */
  file?: { contentType: string; cacheControl: string };
  /**
   * JSON routes answered with an entity tag of what they show (e.g. keyed on the school's plan
   * version): the browser revalidates its copy, and a request whose If-None-Match names the tag gets 304.
   */
  tagged?: true;
}

/** What a domain file states about a route: only what differs from the defaults. */
export type RouteSpec = Omit<RouteDefinitionOf<string>, 'domain' | 'access' | 'params' | 'query' | 'body'> &
  Partial<Pick<RouteDefinitionOf<string>, 'access' | 'params' | 'query' | 'body'>>;

type EmptySchema = typeof emptySchema;
type Given<S, K extends PropertyKey, Default> = S extends Record<K, infer V> ? V : Default;
type Complete<S extends RouteSpec, D extends string, A extends Access> = {
  [K in keyof S | 'domain' | 'access' | 'params' | 'query' | 'body']: K extends 'domain'
    ? D
    : K extends 'access'
      ? Given<S, 'access', A>
      : K extends 'params' | 'query' | 'body'
        ? Given<S, K, EmptySchema>
        : K extends keyof S
          ? S[K]
          : never;
};

/**
 * The routes of one domain (one Lambda function, one handler module). Left-out params, query and
 * body are empty strict objects; left-out access is the domain's `access`, else any signed-in person.
 */
export const defineRoutes = <const D extends string, const R extends Record<string, RouteSpec>, const A extends Access = typeof signedIn>(
  domain: { name: D; access?: A },
  specs: R,
): { [N in keyof R]: Complete<R[N], D, A> } => {
  const access = domain.access ?? signedIn;
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      { access, params: emptySchema, query: emptySchema, body: emptySchema, ...spec, domain: domain.name },
    ]),
  ) as { [N in keyof R]: Complete<R[N], D, A> };
};

type RouteTable = Record<string, RouteDefinitionOf<string>>;
type Merged<T extends readonly RouteTable[]> = (
  T[number] extends infer U ? (U extends unknown ? (all: U) => void : never) : never
) extends (all: infer I) => void
  ? { [N in keyof I]: I[N] }
  : never;

/** One table from the domains' tables; a route name or `METHOD /path` given twice is a programming error. */
export const composeRoutes = <const T extends readonly RouteTable[]>(...tables: T): Merged<T> => {
  const merged: RouteTable = {};
  const keys = new Set<string>();
  for (const table of tables) {
    for (const [name, definition] of Object.entries(table)) {
      if (name in merged) throw new Error(`route ${name} is defined twice`);
      if (keys.has(routeKey(definition))) throw new Error(`route ${routeKey(definition)} is defined twice`);
      merged[name] = definition;
      keys.add(routeKey(definition));
    }
  }
  return merged as Merged<T>;
};
