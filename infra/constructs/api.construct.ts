import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
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
import { domains, routeEntries, routeKey, type Domain, type RouteName } from '../../shared/routes/index.js';
import { dataRemovalPolicy, logRetention, resourceName, type StageConfig } from '../stage-config.js';
import type { Auth } from './auth.construct.js';
import type { DomainFunctions } from './domain-functions.construct.js';

export interface ApiProps {
  config: StageConfig;
  auth: Auth;
  functions: DomainFunctions;
}

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

interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** Every other route: requests per second and burst across all schools. */
export const defaultThrottle: Throttle = { rateLimit: 200, burstLimit: 400 };

/**
 * Routes that are public or start work far beyond one request get their own, lower limits, so a
 * burst on them (a registration rush, one school's imports) cannot take the Lambda concurrency
 * every school's everyday requests need.
 */
export const routeThrottles: Partial<Record<RouteName, Throttle>> = {
  getHealth: { rateLimit: 5, burstLimit: 10 },
  checkActivationCode: { rateLimit: 20, burstLimit: 40 },
  registerTutor: { rateLimit: 10, burstLimit: 20 },
  registerStudent: { rateLimit: 10, burstLimit: 20 },
  registerGuardian: { rateLimit: 10, burstLimit: 20 },
  createSupportTicket: { rateLimit: 2, burstLimit: 5 },
  getCalendarFile: { rateLimit: 20, burstLimit: 50 },
  // A hallway screen asks once a minute: 50 per second serve 3,000 screens.
  getDisplayBoard: { rateLimit: 50, burstLimit: 100 },
  createCodeExport: { rateLimit: 2, burstLimit: 5 },
  createUserImport: { rateLimit: 5, burstLimit: 10 },
  checkUserImport: { rateLimit: 5, burstLimit: 10 },
  startUserImport: { rateLimit: 5, burstLimit: 10 },
  createTimetableImport: { rateLimit: 5, burstLimit: 10 },
  inspectTimetableImport: { rateLimit: 5, burstLimit: 10 },
  startTimetableImport: { rateLimit: 5, burstLimit: 10 },
};

/** HTTP API with one route per entry of the route table; signed-in routes need a Cognito ID token. */
export class Api extends Construct {
  readonly httpApi: HttpApi;

  constructor(scope: Construct, id: string, { config, auth, functions }: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: resourceName(config), createDefaultStage: false });

    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: defaultThrottle,
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
    ) as Record<Domain, HttpLambdaIntegration>; // built from the full domain list

    // RouteSettings is plain JSON in CloudFormation: the keys keep CloudFormation's casing.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [name, route] of routeEntries) {
      const httpRoute = new HttpRoute(this, name, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations[route.domain],
        authorizer: route.access === 'public' ? publicAccess : signedIn,
      });
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${name} is public in the route table: callers have no account yet (registration, support) or authenticate otherwise (the secret tokens of the calendar feed and the display links); the handler validates, rate-limits and the firewall guards it.`,
        });
      }
      const throttle = routeThrottles[name];
      if (throttle) {
        routeSettings[routeKey(route)] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
        // Route settings name existing routes only.
        stage.node.addDependency(httpRoute);
      }
    }
    (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }

  /** Host name of the API's own endpoint, the origin CloudFront forwards /api/* to. */
  get endpointDomain() {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.amazonaws.com`;
  }
}
