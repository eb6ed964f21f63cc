import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { JWTPayload } from 'jose';
import { routeKey, type RouteDefinition } from '../../shared/routes/index.js';

/** API Gateway hands JWT claims to Lambda as strings; arrays become "[a b]". */
export const claimsAsApiGateway = (payload: JWTPayload) =>
  Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );

/** One request to a route, as the HTTP API received it. */
export interface GatewayRequest {
  definition: RouteDefinition;
  path: string;
  /** The query string without '?'. */
  rawQuery?: string;
  headers: Record<string, string>;
  params?: Record<string, string>;
  body?: string;
  /** The verified token's claims; absent on a public route. */
  claims?: JWTPayload;
  requestId: string;
  sourceIp?: string;
}

/** The API Gateway v2 event of a request as the JWT authorizer hands it to the domain's Lambda. */
export const gatewayEvent = ({
  definition,
  path,
  rawQuery = '',
  headers,
  params = {},
  body,
  claims,
  requestId,
  sourceIp = '127.0.0.1',
}: GatewayRequest): APIGatewayProxyEventV2WithJWTAuthorizer => {
  const query = Object.fromEntries(new URLSearchParams(rawQuery));
  return {
    version: '2.0',
    routeKey: routeKey(definition),
    rawPath: path,
    rawQueryString: rawQuery,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body === '' ? undefined : body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      requestId,
      routeKey: routeKey(definition),
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      http: { method: definition.method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: headers['user-agent'] ?? '' },
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ? claimsAsApiGateway(claims) : {}, scopes: [] } },
    },
  };
};
