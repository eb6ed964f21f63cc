import { Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { defined } from '../../shared/defined.js';
import { domains, type Domain } from '../../shared/routes/index.js';
import { domainNeeds } from '../function-needs.js';
import type { StageConfig } from '../stage-config.js';
import { createAppFunction, type AppFunctionResources } from './app-function.js';
import { grantSchedules } from './scheduler-access.js';

export type DomainFunctionsProps = AppFunctionResources & {
  schedulerRole: IRole;
  /** The value CloudFront adds to every API request (see lambdas/_lib/edge.ts). */
  originSecret: ISecret;
};

/** Domains whose function renders images with sharp (the school logo): its native binary is installed next to the bundle. */
const nativeModulesOf: Partial<Record<Domain, string[]>> = { schools: ['sharp'] };

/** One function per domain of the route table (`lambdas/<domain>/handler.ts`), each with its own role from `lambdas/<domain>/needs.ts`. */
export class DomainFunctions extends Construct {
  readonly byDomain: Record<Domain, NodejsFunction>;

  constructor(scope: Construct, id: string, props: DomainFunctionsProps) {
    super(scope, id);
    this.byDomain = Object.fromEntries(domains.map((domain) => [domain, this.createFunction(domain, props)])) as Record<
      Domain,
      NodejsFunction
    >;
  }

  private createFunction(domain: Domain, { schedulerRole, originSecret, ...resources }: DomainFunctionsProps) {
    const needs = domainNeeds[domain];
    const fn = createAppFunction(
      this,
      domain,
      {
        name: domain,
        service: domain,
        entry: `lambdas/${domain}/handler.ts`,
        memorySize: 512,
        timeout: Duration.seconds(10),
        needs,
        nativeModules: nativeModulesOf[domain],
      },
      resources,
    );
    // A dynamic reference, resolved by CloudFormation at deployment: the value is never in the template.
    fn.addEnvironment('ORIGIN_VERIFY_SECRET', originSecret.secretValue.unsafeUnwrap());
    if (needs.weatherApiKey) this.connectWeather(fn, resources.config);
    if (needs.scheduler) grantSchedules(fn, needs.scheduler, schedulerRole, resources.eventBus.eventBusArn);
    if (needs.translate) this.connectTranslate(fn);
    // The function itself, not its versions: the stack publishes none.
    schedulerRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
    return fn;
  }

  /** Translation: TranslateText only (German source given, so no language detection and no Comprehend). */
  private connectTranslate(fn: NodejsFunction) {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['translate:TranslateText'], resources: ['*'] }));
    Validations.of(defined(fn.role, 'role of a domain function')).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Amazon Translate has no resource types for TranslateText: the action takes no resource ARN, so * is the only resource.',
    });
  }

  /** The today overview reads the weather API key from its secret at run time; the key never enters the template. */
  private connectWeather(fn: NodejsFunction, { weather }: StageConfig) {
    if (!weather) return;
    const apiKey = Secret.fromSecretNameV2(this, 'WeatherApiKey', weather.apiKeySecretName);
    apiKey.grantRead(fn);
    fn.addEnvironment('WEATHER_API_KEY_SECRET', weather.apiKeySecretName);
    if (weather.cityId) fn.addEnvironment('WEATHER_CITY_ID', weather.cityId);
  }
}
