import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

/** What differs between deployments of the same app; read from CDK context (`-c stage=prod`). */
export interface StageConfig {
  stage: string;
  /** Short-lived stacks (previews, CI): no deletion protection, everything is removed with the stack. */
  ephemeral: boolean;
  /** Optional own domain for CloudFront; the certificate must be in us-east-1. */
  customDomain?: { domainName: string; certificateArn: string };
  /**
   * The today overview's weather from OpenWeatherMap: the name of a Secrets Manager secret holding
   * the API key (created by the operator, never in the template) and the city id of schools
   * without their own. Without it the stage shows no weather.
   */
  weather?: { apiKeySecretName: string; cityId?: string };
  /** The operator's e-mail address for alarms (`-c alarmEmail=…`); without it the alarm topic has no subscription. */
  alarmEmail?: string;
}

// The stage is part of resource names; the files bucket name (63 characters at most) is the tightest.
const stagePattern = /^[a-z][a-z0-9-]{1,15}$/;

// Context from `-c key=value` arrives as a string, from cdk.json or tests as a boolean.
const isTrue = (value: unknown) => value === true || value === 'true';

const optionalString = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

export const readStageConfig = (node: Node): StageConfig => {
  const stage = String(node.tryGetContext('stage') ?? 'dev');
  if (!stagePattern.test(stage)) throw new Error(`stage "${stage}" must match ${stagePattern}`);
  const ephemeral = isTrue(node.tryGetContext('ephemeral'));
  if (stage === 'prod' && ephemeral) throw new Error('the prod stage cannot be ephemeral');
  const domainName = optionalString(node.tryGetContext('domainName'));
  const certificateArn = optionalString(node.tryGetContext('certificateArn'));
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('context domainName and certificateArn must be given together');
  }
  const customDomain = domainName && certificateArn ? { domainName, certificateArn } : undefined;
  const weatherApiKeySecret = optionalString(node.tryGetContext('weatherApiKeySecret'));
  const weatherCityId = optionalString(node.tryGetContext('weatherCityId'));
  if (weatherCityId && !weatherApiKeySecret) throw new Error('context weatherCityId needs weatherApiKeySecret');
  const weather = weatherApiKeySecret ? { apiKeySecretName: weatherApiKeySecret, cityId: weatherCityId } : undefined;
  const alarmEmail = optionalString(node.tryGetContext('alarmEmail'));
  if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail))
    throw new Error(`context alarmEmail "${alarmEmail}" is no e-mail address`);
  return { stage, ephemeral, customDomain, weather, alarmEmail };
};

export const isProduction = (config: StageConfig) => config.stage === 'prod';

/** Data (users, table, files, keys, logs) outlives the stack unless the stage is ephemeral. */
export const dataRemovalPolicy = (config: StageConfig) => (config.ephemeral ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN);

export const logRetention = (config: StageConfig) => (isProduction(config) ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS);

/** Resource names carry the stage so several stages can share one account. */
export const resourceName = (config: StageConfig, suffix?: string) =>
  suffix ? `schulapp-${config.stage}-${suffix}` : `schulapp-${config.stage}`;
