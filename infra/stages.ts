/**
 * The stages this repository deploys, one entry each. `npm run deploy -- --stage <name>` deploys
 * only stages listed here; `cdk … -c stage=<name>` reads the entry too, and a context value given
 * with `-c <field>=<value>` overrides the entry's field (tests and preview stacks use that).
 */
export interface StageSettings {
  /** The AWS account (12 digits). Absent: the account of the credentials; present, CDK refuses other credentials. */
  account?: string;
  /** Where the stage's data lives; default eu-central-1 (the web firewall is always in us-east-1). */
  region?: string;
  /** Short-lived stacks (previews, CI): no deletion protection, everything is removed with the stack. Never prod. */
  ephemeral?: boolean;
  /** Own domain for CloudFront, with its ACM certificate in us-east-1; both or neither. */
  domainName?: string;
  certificateArn?: string;
  /** The operator's address: the contact the push services see in the stage's VAPID subject. */
  operatorEmail?: string;
  /** Days the function, API and access logs are kept (a CloudWatch Logs retention value); default 14, prod 90. */
  logRetentionDays?: number;
  /** Days of the table's point-in-time recovery window (1–35); default 35. */
  pitrRecoveryDays?: number;
  /** Name of the Secrets Manager secret with the OpenWeatherMap API key (`npm run secrets -- --stage <name> put weather-api-key`). */
  weatherApiKeySecret?: string;
  /** OpenWeatherMap city id for schools without their own. */
  weatherCityId?: string;
}

export const stages: Record<string, StageSettings> = {
  dev: {
    region: 'eu-central-1',
    logRetentionDays: 14,
    pitrRecoveryDays: 7,
  },
  staging: {
    region: 'eu-central-1',
    logRetentionDays: 14,
    pitrRecoveryDays: 7,
    weatherApiKeySecret: 'schulapp/staging/openweathermap',
  },
  prod: {
    region: 'eu-central-1',
    logRetentionDays: 90,
    pitrRecoveryDays: 35,
    weatherApiKeySecret: 'schulapp/prod/openweathermap',
  },
};

/** The secret names CDK and `npm run secrets` agree on. */
export const secretNames = (stage: string) => ({
  vapidKeys: `schulapp/${stage}/vapid-keys`,
  weatherApiKey: stages[stage]?.weatherApiKeySecret ?? `schulapp/${stage}/openweathermap`,
});
