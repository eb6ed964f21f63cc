/**
 * AWS list prices in USD for eu-central-1 (Frankfurt), pay as you go, without any free tier. As
 * published on the pages below and known on `asOf`; this repository's machines have no internet,
 * so they were not fetched automatically: check them against the pages before quoting a figure.
 */
export const prices = {
  asOf: '2026-11-26',
  region: 'eu-central-1',
  /** The euro figure uses this rate (ECB reference rate of late 2025, rounded). */
  eurPerUsd: 0.86,
  lambda: {
    source: 'https://aws.amazon.com/lambda/pricing/',
    /** arm64, first 7.5 billion GB-seconds a month. */
    perGbSecond: 0.0000133334,
    perMillionRequests: 0.2,
  },
  apiGateway: {
    source: 'https://aws.amazon.com/api-gateway/pricing/',
    /** HTTP API, first 300 million requests a month (metered per 512 KB). */
    perMillionRequests: 1.2,
  },
  dynamoDb: {
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    perMillionReadUnits: 0.1525,
    perMillionWriteUnits: 0.7625,
    perGbMonth: 0.306,
    /** Continuous backups (point-in-time recovery), per GB of table size. */
    pitrPerGbMonth: 0.2448,
  },
  s3: {
    source: 'https://aws.amazon.com/s3/pricing/',
    /** S3 Standard, first 50 TB. */
    perGbMonth: 0.0245,
    perThousandPuts: 0.0054,
    perThousandGets: 0.00043,
  },
  cloudFront: {
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    /** Data transfer out to the internet, Europe, first 10 TB. */
    perGbOut: 0.085,
    /** HTTPS requests, Europe. */
    perMillionRequests: 1.2,
  },
  waf: {
    source: 'https://aws.amazon.com/waf/pricing/',
    perMillionRequests: 0.6,
    perWebAclMonth: 5,
    perRuleMonth: 1,
  },
  cognito: {
    source: 'https://aws.amazon.com/cognito/pricing/',
    /** Per monthly active user, 10,001–100,000 MAU (the first 10,000 are free on Lite and Essentials; not counted here). */
    litePerMau: 0.0055,
    essentialsPerMau: 0.015,
    /** Plus has no free tier. The prod stage runs on Plus (threat protection), the others on Lite. */
    plusPerMau: 0.02,
  },
  cloudWatchLogs: {
    source: 'https://aws.amazon.com/cloudwatch/pricing/',
    perGbIngested: 0.63,
    perGbMonthStored: 0.0324,
  },
  kms: {
    source: 'https://aws.amazon.com/kms/pricing/',
    perTenThousandRequests: 0.03,
    perKeyMonth: 1,
  },
  eventBridge: {
    source: 'https://aws.amazon.com/eventbridge/pricing/',
    perMillionEvents: 1,
    perMillionSchedulerInvocations: 1,
  },
  sns: {
    source: 'https://aws.amazon.com/sns/pricing/',
    perMillionPublishes: 0.5,
  },
  secretsManager: {
    source: 'https://aws.amazon.com/secrets-manager/pricing/',
    perSecretMonth: 0.4,
  },
};

export type Prices = typeof prices;
