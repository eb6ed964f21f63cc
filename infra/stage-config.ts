import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { stages, type StageSettings } from './stages.js';

/** What differs between deployments of the same app: the stage's entry in infra/stages.ts, overridden by CDK context (`-c key=value`). */
export interface StageConfig {
  stage: string;
  /** Short-lived stacks (previews, CI): no deletion protection, everything is removed with the stack. */
  ephemeral: boolean;
  /** The account the stage must be deployed to; absent, the one of the credentials. */
  account?: string;
  region?: string;
  /** Optional own domain for CloudFront; the certificate must be in us-east-1. */
  customDomain?: { domainName: string; certificateArn: string };
  /**
   * The today overview's weather from OpenWeatherMap: the name of a Secrets Manager secret holding
   * the API key (created by the operator, never in the template) and the city id of schools
   * without their own. Without it the stage shows no weather.
   */
  weather?: { apiKeySecretName: string; cityId?: string };
  /** The operator's e-mail address: the VAPID subject's contact and the alarm topic's subscription. */
  operatorEmail?: string;
  /** Days logs are kept; default 14, prod 90. */
  logRetentionDays?: number;
  /** Days of the table's point-in-time recovery window; default 35. */
  pitrRecoveryDays?: number;
}

// The stage is part of resource names; the files bucket name (63 characters at most) is the tightest.
export const stagePattern = /^[a-z][a-z0-9-]{1,15}$/;

// Context from `-c key=value` arrives as a string, from cdk.json or tests as a boolean or number.
const isTrue = (value: unknown) => value === true || value === 'true';

const optionalString = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

const optionalNumber = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

const retentionByDays = new Map(
  Object.values(RetentionDays)
    .filter((value): value is RetentionDays => typeof value === 'number')
    .map((value): [number, RetentionDays] => [value, value]),
);

const checked = (stage: string, settings: StageSettings) => {
  const { account, region, operatorEmail, logRetentionDays, pitrRecoveryDays } = settings;
  if (account !== undefined && !/^\d{12}$/.test(account)) throw new Error(`stage ${stage}: account must be 12 digits`);
  if (region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(region))
    throw new Error(`stage ${stage}: region "${region}" is no AWS region`);
  if (operatorEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(operatorEmail)) {
    throw new Error(`stage ${stage}: operatorEmail "${operatorEmail}" is no e-mail address`);
  }
  if (logRetentionDays !== undefined && !retentionByDays.has(logRetentionDays)) {
    throw new Error(`stage ${stage}: logRetentionDays ${logRetentionDays} is none of CloudWatch Logs' retention periods`);
  }
  if (pitrRecoveryDays !== undefined && !(Number.isInteger(pitrRecoveryDays) && pitrRecoveryDays >= 1 && pitrRecoveryDays <= 35)) {
    throw new Error(`stage ${stage}: pitrRecoveryDays must be 1 to 35`);
  }
  return settings;
};

/** The stage's settings: its entry in infra/stages.ts, each field overridden by a context value of the same name. */
const settingsOf = (node: Node, stage: string): StageSettings => {
  const entry = stages[stage] ?? {};
  const context = (key: keyof StageSettings): unknown => node.tryGetContext(key) ?? entry[key];
  return checked(stage, {
    account: optionalString(context('account')),
    region: optionalString(context('region')),
    ephemeral: isTrue(context('ephemeral')),
    domainName: optionalString(context('domainName')),
    certificateArn: optionalString(context('certificateArn')),
    operatorEmail: optionalString(context('operatorEmail')),
    logRetentionDays: optionalNumber(context('logRetentionDays')),
    pitrRecoveryDays: optionalNumber(context('pitrRecoveryDays')),
    weatherApiKeySecret: optionalString(context('weatherApiKeySecret')),
    weatherCityId: optionalString(context('weatherCityId')),
  });
};

export const readStageConfig = (node: Node): StageConfig => {
  const stage = String(node.tryGetContext('stage') ?? 'dev');
  if (!stagePattern.test(stage)) throw new Error(`stage "${stage}" must match ${stagePattern}`);
  const settings = settingsOf(node, stage);
  const { domainName, certificateArn, weatherApiKeySecret, weatherCityId } = settings;
  const ephemeral = settings.ephemeral ?? false;
  if (stage === 'prod' && ephemeral) throw new Error('the prod stage cannot be ephemeral');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('context domainName and certificateArn must be given together');
  }
  const customDomain = domainName && certificateArn ? { domainName, certificateArn } : undefined;
  if (weatherCityId && !weatherApiKeySecret) throw new Error('context weatherCityId needs weatherApiKeySecret');
  const weather = weatherApiKeySecret ? { apiKeySecretName: weatherApiKeySecret, cityId: weatherCityId } : undefined;
  const { account, region, operatorEmail, logRetentionDays, pitrRecoveryDays } = settings;
  return { stage, ephemeral, account, region, customDomain, weather, operatorEmail, logRetentionDays, pitrRecoveryDays };
};

export const isProduction = (config: StageConfig) => config.stage === 'prod';

/** Data (users, table, files, keys, logs) outlives the stack unless the stage is ephemeral. */
export const dataRemovalPolicy = (config: StageConfig) => (config.ephemeral ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN);

/** Days the stage keeps logs (function, API and access logs alike). */
export const logRetentionDays = (config: StageConfig) => config.logRetentionDays ?? (isProduction(config) ? 90 : 14);

export const logRetention = (config: StageConfig) => {
  const retention = retentionByDays.get(logRetentionDays(config));
  if (retention === undefined) throw new Error(`stage ${config.stage}: no log retention of ${logRetentionDays(config)} days`);
  return retention;
};

/** Days back the table can be restored to (DynamoDB allows 1 to 35). */
export const pitrRecoveryDays = (config: StageConfig) => config.pitrRecoveryDays ?? 35;

/** Resource names carry the stage so several stages can share one account. */
export const resourceName = (config: StageConfig, suffix?: string) =>
  suffix ? `schulapp-${config.stage}-${suffix}` : `schulapp-${config.stage}`;
