import type { Prices } from './cost-prices.js';

export type Role = 'student' | 'guardian' | 'tutor';
export const roles: Role[] = ['student', 'guardian', 'tutor'];

/** A row of results/latest.json (an endpoint scenario or a flow), read by name. */
export type MeasuredRow = Record<string, unknown> & { name: string };

/** What one use (opening a page, saving a register, one recipient of a notification) asks of AWS. */
export interface UseFigures {
  /** Requests through CloudFront, AWS WAF and API Gateway (none for a job's work). */
  apiCalls: number;
  lambdaInvocations: number;
  /** Billed Lambda time of the use, all invocations together. */
  lambdaMs: number;
  memoryMb: number;
  readUnits: number;
  writeUnits: number;
  /** Bytes CloudFront sends to the browser or calendar app. */
  bytesOut: number;
  events: number;
  kmsRequests: number;
  s3Gets: number;
  s3Puts: number;
  snsPublishes: number;
}

export const noFigures: UseFigures = {
  apiCalls: 0,
  lambdaInvocations: 0,
  lambdaMs: 0,
  memoryMb: 0,
  readUnits: 0,
  writeUnits: 0,
  bytesOut: 0,
  events: 0,
  kmsRequests: 0,
  s3Gets: 0,
  s3Puts: 0,
  snsPublishes: 0,
};

export interface Use {
  what: string;
  /** The measured row whose figures the use takes (results or flows of latest.json); absent: only stated assumptions. */
  row?: string;
  figures: (row: MeasuredRow | undefined) => UseFigures;
  /** Uses per active person of the role on a school day. */
  perSchoolDay?: Partial<Record<Role, number>>;
  /** Uses per active person of the role on every day of the year (calendar apps poll on Sundays too). */
  perDay?: Partial<Record<Role, number>>;
}

export interface UsageProfile {
  /** Of 1,000 active users (each signs in at least once a month, so each is a Cognito MAU). */
  activeUsers: Record<Role, number>;
  schoolDaysPerYear: number;
  cognitoTier: 'lite' | 'essentials' | 'plus';
  /** Share of invocations that start a new execution environment (its init is billed too). */
  coldStartShare: number;
  coldStartInitMs: number;
  /** Log bytes per invocation: the request line and Lambda's START/END/REPORT lines. */
  logBytesPerInvocation: number;
  logRetentionDays: number;
  /** Table size (items of all entities, the index copy included) per 1,000 active users. */
  tableGb: number;
  /** Stored files per active person of the role. */
  filesGb: Record<Role, number>;
  uses: Use[];
}

export interface CostLine {
  service: string;
  usd: number;
  basis: string;
}

const GB = 1024 ** 3;
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

/** How often the use happens in a month, for all active users of the profile together. */
export const usesPerMonth = (use: Use, profile: UsageProfile) =>
  roles.reduce(
    (sum, role) =>
      sum +
      profile.activeUsers[role] *
        (((use.perSchoolDay?.[role] ?? 0) * profile.schoolDaysPerYear) / 12 + ((use.perDay?.[role] ?? 0) * 365) / 12),
    0,
  );

/** The month's totals of every use, each use's figures times how often it happens. */
export const monthlyTotals = (profile: UsageProfile, rows: MeasuredRow[]) => {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const missing = profile.uses.filter((use) => use.row !== undefined && !byName.has(use.row)).map((use) => use.row);
  if (missing.length > 0) throw new Error(`latest.json lacks the rows ${missing.join(', ')}: run npm run bench`);
  const totals = { ...noFigures, gbSeconds: 0 };
  for (const use of profile.uses) {
    const count = usesPerMonth(use, profile);
    const figures = use.figures(use.row === undefined ? undefined : byName.get(use.row));
    for (const key of Object.keys(noFigures) as (keyof UseFigures)[]) if (key !== 'memoryMb') totals[key] += figures[key] * count;
    const initMs = figures.lambdaInvocations * profile.coldStartShare * profile.coldStartInitMs;
    totals.gbSeconds += (count * (figures.lambdaMs + initMs) * figures.memoryMb) / 1024 / 1000;
  }
  return totals;
};

/** The AWS bill of the profile's 1,000 active users for one month, per service, in USD. */
export const monthlyCost = (profile: UsageProfile, rows: MeasuredRow[], prices: Prices): CostLine[] => {
  const t = monthlyTotals(profile, rows);
  const people = roles.reduce((sum, role) => sum + profile.activeUsers[role], 0);
  const perMillion = (count: number, price: number) => (count / 1e6) * price;
  const logGb = (t.lambdaInvocations * profile.logBytesPerInvocation) / GB;
  const filesGb = roles.reduce((sum, role) => sum + profile.activeUsers[role] * profile.filesGb[role], 0);
  const mauPrice = { lite: prices.cognito.litePerMau, essentials: prices.cognito.essentialsPerMau, plus: prices.cognito.plusPerMau }[
    profile.cognitoTier
  ];
  const lines: CostLine[] = [
    {
      service: 'Cognito',
      usd: people * mauPrice,
      basis: `${people} MAU, ${profile.cognitoTier} tier`,
    },
    {
      service: 'Lambda',
      usd: t.gbSeconds * prices.lambda.perGbSecond + perMillion(t.lambdaInvocations, prices.lambda.perMillionRequests),
      basis: `${Math.round(t.lambdaInvocations)} invocations, ${Math.round(t.gbSeconds)} GB-s (arm64)`,
    },
    {
      service: 'API Gateway',
      usd: perMillion(t.apiCalls, prices.apiGateway.perMillionRequests),
      basis: `${Math.round(t.apiCalls)} requests (HTTP API)`,
    },
    {
      service: 'CloudFront',
      usd: perMillion(t.apiCalls, prices.cloudFront.perMillionRequests) + (t.bytesOut / GB) * prices.cloudFront.perGbOut,
      basis: `${Math.round(t.apiCalls)} requests, ${round(t.bytesOut / GB, 2)} GB out`,
    },
    {
      service: 'AWS WAF',
      usd: perMillion(t.apiCalls, prices.waf.perMillionRequests),
      basis: `${Math.round(t.apiCalls)} requests inspected`,
    },
    {
      service: 'DynamoDB',
      usd:
        perMillion(t.readUnits, prices.dynamoDb.perMillionReadUnits) +
        perMillion(t.writeUnits, prices.dynamoDb.perMillionWriteUnits) +
        profile.tableGb * (prices.dynamoDb.perGbMonth + prices.dynamoDb.pitrPerGbMonth),
      basis: `${Math.round(t.readUnits)} RRU, ${Math.round(t.writeUnits)} WRU, ${profile.tableGb} GB with PITR`,
    },
    {
      service: 'S3',
      usd: filesGb * prices.s3.perGbMonth + (t.s3Gets / 1000) * prices.s3.perThousandGets + (t.s3Puts / 1000) * prices.s3.perThousandPuts,
      basis: `${round(filesGb, 1)} GB files, ${Math.round(t.s3Gets)} GET, ${Math.round(t.s3Puts)} PUT`,
    },
    {
      service: 'CloudWatch Logs',
      usd: logGb * prices.cloudWatchLogs.perGbIngested + logGb * (profile.logRetentionDays / 30) * prices.cloudWatchLogs.perGbMonthStored,
      basis: `${round(logGb, 3)} GB ingested, kept ${profile.logRetentionDays} days`,
    },
    {
      service: 'KMS',
      usd: (t.kmsRequests / 10_000) * prices.kms.perTenThousandRequests,
      basis: `${Math.round(t.kmsRequests)} requests`,
    },
    {
      service: 'EventBridge',
      usd: perMillion(t.events, prices.eventBridge.perMillionEvents),
      basis: `${Math.round(t.events)} events`,
    },
    {
      service: 'SNS',
      usd: perMillion(t.snsPublishes, prices.sns.perMillionPublishes),
      basis: `${Math.round(t.snsPublishes)} publishes`,
    },
  ];
  return lines.map((line) => ({ ...line, usd: round(line.usd) }));
};

/** What a stage costs whatever its number of users: the WAF web ACL and its rules, the KMS key, the secrets. */
export const fixedCostPerStage = (prices: Prices, { wafRules, secrets }: { wafRules: number; secrets: number }) =>
  round(
    prices.waf.perWebAclMonth +
      wafRules * prices.waf.perRuleMonth +
      prices.kms.perKeyMonth +
      secrets * prices.secretsManager.perSecretMonth,
    2,
  );

export const totalUsd = (lines: CostLine[]) =>
  round(
    lines.reduce((sum, line) => sum + line.usd, 0),
    2,
  );
