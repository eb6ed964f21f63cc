import { describe, expect, it } from 'vitest';
import { fixedCostPerStage, monthlyCost, noFigures, totalUsd, usesPerMonth, type UsageProfile } from './cost-model.js';
import { prices } from './cost-prices.js';

const GB = 1024 ** 3;

/** Round prices, so the bill below can be computed by hand. */
const testPrices = {
  ...prices,
  lambda: { ...prices.lambda, perGbSecond: 0.00001, perMillionRequests: 0.2 },
  apiGateway: { ...prices.apiGateway, perMillionRequests: 1 },
  dynamoDb: { ...prices.dynamoDb, perMillionReadUnits: 0.25, perMillionWriteUnits: 1.25, perGbMonth: 0.3, pitrPerGbMonth: 0.2 },
  s3: { ...prices.s3, perGbMonth: 0.02, perThousandGets: 0.0004, perThousandPuts: 0.005 },
  cloudFront: { ...prices.cloudFront, perGbOut: 0.1, perMillionRequests: 1 },
  waf: { ...prices.waf, perMillionRequests: 0.6 },
  cognito: { ...prices.cognito, litePerMau: 0.005 },
  cloudWatchLogs: { ...prices.cloudWatchLogs, perGbIngested: 0.5, perGbMonthStored: 0.03 },
  kms: { ...prices.kms, perTenThousandRequests: 0.03 },
  eventBridge: { ...prices.eventBridge, perMillionEvents: 1 },
  sns: { ...prices.sns, perMillionPublishes: 0.5 },
};

// 1,000 students, 120 school days a year: 10 a month, one use each: 10,000 uses.
const profile: UsageProfile = {
  activeUsers: { student: 1000, guardian: 0, tutor: 0 },
  schoolDaysPerYear: 120,
  cognitoTier: 'lite',
  coldStartShare: 0.1,
  coldStartInitMs: 200,
  logBytesPerInvocation: GB / 10_000,
  logRetentionDays: 30,
  tableGb: 2,
  filesGb: { student: 0.01, guardian: 0, tutor: 0 },
  uses: [
    {
      what: 'weekplan',
      row: 'measured weekplan',
      figures: (row) => ({
        ...noFigures,
        apiCalls: 1,
        lambdaInvocations: 1,
        lambdaMs: Number(row?.p50_ms),
        memoryMb: 1024,
        readUnits: 4,
        writeUnits: 1,
        bytesOut: GB / 10_000,
        events: 1,
        kmsRequests: 1,
        s3Gets: 1,
      }),
      perSchoolDay: { student: 1 },
    },
  ],
};
const rows = [{ name: 'measured weekplan', p50_ms: 100 }];

describe('cost model', () => {
  it('prices a hand-computed month', () => {
    const lines = monthlyCost(profile, rows, testPrices);
    expect(Object.fromEntries(lines.map((line) => [line.service, line.usd]))).toEqual({
      Cognito: 5, // 1,000 MAU × 0.005
      Lambda: 0.014, // 10,000 × (100 ms + 10% × 200 ms init) × 1 GB = 1,200 GB-s × 0.00001, + 0.01 M requests × 0.2
      'API Gateway': 0.01, // 0.01 M × 1
      CloudFront: 0.11, // 0.01 M × 1 + 1 GB × 0.1
      'AWS WAF': 0.006, // 0.01 M × 0.6
      DynamoDB: 1.0225, // 0.04 M RRU × 0.25 + 0.01 M WRU × 1.25 + 2 GB × (0.3 + 0.2)
      S3: 0.204, // 10 GB × 0.02 + 10 × 0.0004
      'CloudWatch Logs': 0.53, // 1 GB × 0.5 + 1 GB × 30/30 months × 0.03
      KMS: 0.03, // 10,000 / 10,000 × 0.03
      EventBridge: 0.01, // 0.01 M × 1
      SNS: 0,
    });
    expect(totalUsd(lines)).toBe(6.94);
  });

  it('counts daily uses on every day of the year, school-day uses on school days', () => {
    const use = { what: 'feed', figures: () => noFigures, perDay: { tutor: 2 }, perSchoolDay: { guardian: 1 } };
    const people = { ...profile, activeUsers: { student: 5, guardian: 3, tutor: 10 } };
    expect(usesPerMonth(use, people)).toBeCloseTo(10 * 2 * (365 / 12) + 3 * 1 * (120 / 12), 6);
  });

  it('prices the Cognito tier of the profile', () => {
    const plus = monthlyCost({ ...profile, cognitoTier: 'plus' }, rows, testPrices).find((line) => line.service === 'Cognito');
    expect(plus?.usd).toBe(1000 * prices.cognito.plusPerMau);
  });

  it('refuses to price a use whose measured row is missing', () => {
    expect(() => monthlyCost(profile, [], testPrices)).toThrow(/lacks the rows measured weekplan/);
  });

  it('adds what a stage costs whatever its users: web ACL and rules, the key, the secrets', () => {
    expect(fixedCostPerStage(prices, { wafRules: 4, secrets: 3 })).toBe(5 + 4 * 1 + 1 + 3 * 0.4);
  });
});
