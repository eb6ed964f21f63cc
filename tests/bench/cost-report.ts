import fs from 'node:fs';
import { fixedCostPerStage, monthlyCost, roles, totalUsd, type MeasuredRow, type UsageProfile } from './cost-model.js';
import { prices } from './cost-prices.js';
import { usageProfile } from './cost-profile.js';

/** The stage's web ACL has 4 rules (infra/stacks/edge-firewall-stack.ts); 3 secrets (origin header, VAPID keys, weather key). */
const STAGE_RESOURCES = { wafRules: 4, secrets: 3 };

const rowsOf = (results: Record<string, unknown>) =>
  (['results', 'flows'] as const).flatMap((section) => (Array.isArray(results[section]) ? (results[section] as MeasuredRow[]) : []));

/** The median of the functions' measured init times (not the baseline's or its parts'), the billed init of a cold start; the profile's assumption without them. */
const medianInitMs = (results: Record<string, unknown>) => {
  const bundles = Array.isArray(results.lambdaBundles) ? (results.lambdaBundles as MeasuredRow[]) : [];
  const times = bundles
    .filter((row) => String(row.entry).startsWith('lambdas/'))
    .map((row) => row.init_ms)
    .filter((value): value is number => typeof value === 'number')
    .sort((a, b) => a - b);
  return times.length > 0 ? (times[Math.floor(times.length / 2)] ?? usageProfile.coldStartInitMs) : usageProfile.coldStartInitMs;
};

const eur = (usd: number) => Math.round(usd * prices.eurPerUsd * 100) / 100;

/**
 * Prints the AWS bill per 1,000 active users per month from the measured rows of the results file,
 * on Cognito Lite (the non-production stages' tier) and Plus (prod's, for its threat protection),
 * and returns the row `npm run bench` merges into the file.
 */
export const reportCost = (resultsFile: string) => {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>;
  const rows = rowsOf(results);
  const coldStartInitMs = medianInitMs(results);
  const withTier = (cognitoTier: UsageProfile['cognitoTier']) =>
    monthlyCost({ ...usageProfile, cognitoTier, coldStartInitMs }, rows, prices);
  const lite = withTier('lite');
  const plus = withTier('plus');
  console.log(
    `AWS cost per 1,000 active users per month (${prices.region}, list prices as of ${prices.asOf}, no free tier; ` +
      `${roles.map((role) => `${usageProfile.activeUsers[role]} ${role}s`).join(', ')}; ${usageProfile.schoolDaysPerYear} school days a year)`,
  );
  console.table(lite.map((line) => ({ service: line.service, usd: line.usd, eur: eur(line.usd), basis: line.basis })));
  const fixed = fixedCostPerStage(prices, STAGE_RESOURCES);
  const row = {
    name: 'AWS cost per 1,000 active users per month',
    usd_cognito_lite: totalUsd(lite),
    eur_cognito_lite: eur(totalUsd(lite)),
    usd_without_cognito: totalUsd(lite.filter((line) => line.service !== 'Cognito')),
    usd_cognito_plus: totalUsd(plus),
    eur_cognito_plus: eur(totalUsd(plus)),
    usd_fixed_per_stage: fixed,
    cold_start_init_ms: coldStartInitMs,
    prices_as_of: prices.asOf,
    by_service_usd: Object.fromEntries(lite.map((line) => [line.service, line.usd])),
  };
  console.table([
    { bill: 'per 1,000 active users, Cognito Lite', usd: row.usd_cognito_lite, eur: row.eur_cognito_lite },
    { bill: 'per 1,000 active users, Cognito Plus (prod today)', usd: row.usd_cognito_plus, eur: row.eur_cognito_plus },
    { bill: 'per 1,000 active users without Cognito', usd: row.usd_without_cognito, eur: eur(row.usd_without_cognito) },
    { bill: 'per stage, whatever its users (WAF, KMS key, secrets)', usd: fixed, eur: eur(fixed) },
  ]);
  return row;
};
