import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { API_GATEWAY_BODY_LIMIT_BYTES, type ErrorBody } from '../../shared/errors.js';
import { matchPath, routeEntries, type Domain, type RouteDefinition } from '../../shared/routes/index.js';
import { asyncListener } from './async-listener.js';
import { gatewayEvent } from './gateway-event.js';
import { lambdaContext } from './lambda-context.js';
import { repoRoot } from './stack-config.js';

type DomainHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  port: number;
  issuer: string;
  audience: string;
  log: (line: string) => void;
}

/** How many verified tokens the gateway remembers (a test run signs in a few hundred people). */
const VERIFIED_TOKENS_KEPT = 1000;

/** The body, or null when it grows beyond API Gateway's payload limit (the rest is drained unread). */
const readBody = (request: http.IncomingMessage) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= API_GATEWAY_BODY_LIMIT_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > API_GATEWAY_BODY_LIMIT_BYTES ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * The local stand-in for API Gateway's HTTP API: matches the route table, verifies the Cognito ID
 * token against the local pool's JWKS (as the JWT authorizer does), builds the same v2 event and
 * calls the same domain handler that runs in Lambda.
 */
export const startLocalGateway = async (options: GatewayOptions) => {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  const handlers = new Map<Domain, DomainHandler>();
  const handlerOf = async (domain: Domain) => {
    const loaded = handlers.get(domain);
    if (loaded) return loaded;
    const module = (await import(pathToFileURL(path.join(repoRoot, 'lambdas', domain, 'handler.ts')).href)) as { handler: DomainHandler };
    handlers.set(domain, module.handler);
    return module.handler;
  };

  const findRoute = (method: string, pathname: string) => {
    for (const [, definition] of routeEntries) {
      if (definition.method !== method) continue;
      const params = matchPath(definition.path, pathname);
      if (params) return { definition, params };
    }
    return null;
  };

  /**
   * Tokens whose signature, issuer and audience were verified, until they expire: the RSA check
   * costs more CPU than a short call's whole handler, and the same token comes back with every
   * request of a session (API Gateway's authorizer is no cost of the Lambda either).
   */
  const verified = new Map<string, JWTPayload>();
  const verify = async (token: string) => {
    const known = verified.get(token);
    if (known && (known.exp ?? 0) > Date.now() / 1000) return known;
    const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer, audience: options.audience });
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
    verified.set(token, payload);
    return payload;
  };

  const authorize = async (definition: RouteDefinition, header: string | undefined) => {
    if (definition.access === 'public') return undefined;
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    if (!token) return null;
    try {
      return await verify(token);
    } catch {
      return null;
    }
  };

  const server = http.createServer(
    asyncListener(async (request, response) => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(typeof body === 'string' ? body : JSON.stringify(body));
      try {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const method = request.method ?? 'GET';
        const match = findRoute(method, url.pathname);
        if (!match) return send(404, { message: 'Not Found' });
        // API Gateway refuses a body over its limit before anything else; the 413 carries the API's code here.
        const body = await readBody(request);
        if (!body) return send(413, { error: { code: 'payload-too-large' } } satisfies ErrorBody);
        const payload = await authorize(match.definition, request.headers.authorization);
        if (payload === null) return send(401, { message: 'Unauthorized' });
        const requestId = randomUUID();
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
        );
        const event = gatewayEvent({
          definition: match.definition,
          path: url.pathname,
          rawQuery: url.search.slice(1),
          headers,
          params: match.params,
          body: body.toString('utf8'),
          claims: payload,
          requestId,
          sourceIp: request.socket.remoteAddress,
        });
        const handler = await handlerOf(match.definition.domain);
        const result = await handler(event, lambdaContext(`schulapp-local-${match.definition.domain}`, requestId));
        send(result.statusCode ?? 200, result.body ?? '', (result.headers ?? {}) as Record<string, string>);
      } catch (error) {
        options.log(`[gateway] ${(error as Error).message}`);
        if (!response.headersSent) send(500, { message: 'Internal Server Error' });
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', () => resolve()));
  return server;
};
