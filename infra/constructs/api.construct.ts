import { Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { domains, routeEntries } from '../../shared/routes/index.js';
import { dataRemovalPolicy, logRetention, resourceName, type StageConfig } from '../stage-config.js';
import type { Auth } from './auth.construct.js';
import type { DomainFunctions } from './domain-functions.construct.js';

export type ApiProps = { config: StageConfig; auth: Auth; functions: DomainFunctions };

// Technical fields only: no source IP or user agent, which would be personal data in the logs.
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTimeEpoch',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/** HTTP API with one route per entry of the route table; signed-in routes need a Cognito ID token. */
export class Api extends Construct {
  readonly httpApi: HttpApi;

  constructor(scope: Construct, id: string, { config, auth, functions }: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: resourceName(config), createDefaultStage: false });

    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: logRetention(config), removalPolicy: dataRemovalPolicy(config) }),
        ),
        format: accessLogFormat,
      },
    });

    const signedIn = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${auth.userPool.userPoolId}`,
      { authorizerName: 'cognito', jwtAudience: [auth.webClient.userPoolClientId] },
    );
    const publicAccess = new HttpNoneAuthorizer();

    // One invoke permission per function for the whole API keeps the functions' policies small.
    const integrations = Object.fromEntries(
      domains.map((domain) => [
        domain,
        new HttpLambdaIntegration(`${domain}-integration`, functions.byDomain[domain], { scopePermissionToRoute: false }),
      ]),
    );

    for (const [name, route] of routeEntries) {
      new HttpRoute(this, name, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations[route.domain],
        authorizer: route.access === 'public' ? publicAccess : signedIn,
      });
    }
  }

  /** Host name of the API's own endpoint, the origin CloudFront forwards /api/* to. */
  get endpointDomain() {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.amazonaws.com`;
  }
}
