import { describe, expect, it } from 'vitest';
import { jobSubscriptions } from '../../events/subscriptions.js';
import { domainNeeds, jobNeeds } from '../../infra/function-needs.js';
import { repoRoot } from '../../infra/repo-paths.js';
import { domains, routes, type Domain } from '../../shared/routes/index.js';
import { defined } from '../../tests/fixtures/defined.js';
import { entitiesOf, reachOf, sourceMatches, writtenEntities } from './needs-analysis.js';
import { keyPattern, writeReceiptPartition, type FunctionNeeds, type KeyShape } from './needs.js';

/** A domain with state-changing routes for signed-in callers keeps their receipts (lambdas/_lib/once-per-action.ts). */
const keepsReceipts = (domain: Domain) =>
  Object.values(routes).some((route) => route.domain === domain && route.method !== 'GET' && route.access !== 'public');

const functions: [string, string, FunctionNeeds, KeyShape[]][] = [
  ...domains.map((domain): [string, string, FunctionNeeds, KeyShape[]] => [
    domain,
    `lambdas/${domain}/handler.ts`,
    domainNeeds[domain],
    keepsReceipts(domain) ? [writeReceiptPartition] : [],
  ]),
  ...jobSubscriptions.map((job): [string, string, FunctionNeeds, KeyShape[]] => [
    job.id,
    job.entry,
    defined(jobNeeds[job.id], `the needs of job ${job.id}`),
    [],
  ]),
];

const shapeSet = (shapes: KeyShape[]) => [...new Set(shapes.map((shape) => shape.join('#')))].sort();
const sorted = (values: Iterable<string> | undefined) => [...new Set(values ?? [])].sort();

/**
 * The needs tables are the only source of the functions' IAM policies, and IAM is not enforced
 * locally: a missing need would only fail in AWS. So each table must equal what the function's
 * bundle can reach: the partitions of the entities it imports (written ones: those whose write
 * methods the domain's own modules call, the shared layer only reads), the indexes, events,
 * Cognito actions, file operations and clients in its code, and the receipts of its user actions.
 */
describe.each(functions)('needs of %s', (_name, entry, needs, receipts) => {
  it('declares exactly the partitions, indexes and services its bundle reaches', async () => {
    const reach = await reachOf(entry);
    const entities = await entitiesOf(reach.modules, repoRoot);
    const written = writtenEntities(reach.ownModules, repoRoot);
    expect(shapeSet(needs.table.read)).toEqual(shapeSet([...entities.map((entity) => entity.tableShape), ...receipts]));
    expect(shapeSet(needs.table.write)).toEqual(
      shapeSet([...entities.filter((entity) => written.has(entity.exportName)).map((entity) => entity.tableShape), ...receipts]),
    );
    expect(sorted(needs.table.indexes)).toEqual(sorted(entities.flatMap((entity) => entity.indexes)));

    expect(sorted(needs.publishes)).toEqual(sourceMatches(reach.modules, repoRoot, /publishEvent\('([^']+)'/g));
    expect(sorted(needs.cognito)).toEqual(sourceMatches(reach.modules, repoRoot, /new (Admin\w+)Command/g));
    const fileCalls = sourceMatches(reach.modules, repoRoot, /\b(putFile|presignUpload|readFile|presignDownload|deleteFile|copyFile)\(/g);
    expect(Boolean(needs.files?.read?.length)).toBe(['readFile', 'presignDownload', 'copyFile'].some((call) => fileCalls.includes(call)));
    expect(Boolean(needs.files?.write?.length)).toBe(['putFile', 'presignUpload', 'copyFile'].some((call) => fileCalls.includes(call)));
    expect(Boolean(needs.files?.delete?.length)).toBe(fileCalls.includes('deleteFile'));
    expect(Boolean(needs.supportTopic)).toBe(reach.sdkClients.includes('client-sns'));
    expect(Boolean(needs.weatherApiKey) || Boolean(needs.vapidKeys)).toBe(reach.sdkClients.includes('client-secrets-manager'));
    expect(Boolean(needs.scheduler)).toBe(reach.sdkClients.includes('client-scheduler'));
    expect(reach.sdkClients.includes('client-cognito-identity-provider')).toBe(Boolean(needs.cognito?.length));
    expect(reach.sdkClients.includes('client-eventbridge')).toBe(Boolean(needs.publishes?.length));
    expect(reach.sdkClients.includes('client-s3')).toBe(Boolean(needs.files));
    const keyCalls = sourceMatches(reach.modules, repoRoot, /new (Decrypt|GenerateDataKey)Command/g);
    expect(sorted(needs.personalDataKey)).toEqual(sorted(keyCalls.map((call) => (call === 'Decrypt' ? 'decrypt' : 'generate'))));
    expect(reach.sdkClients.includes('client-kms')).toBe(Boolean(needs.personalDataKey?.length));
  });
});

describe('keyPattern', () => {
  it('matches the keys ElectroDB writes', async () => {
    const { weatherCacheEntity } = await import('../weather/weather-cache.entity.js');
    const { Key } = weatherCacheEntity.get({ schoolId: 'School-1', day: '2025-03-01', kind: 'forecast' }).params<{ Key: { pk: string } }>();
    const pattern = new RegExp(`^${keyPattern(['schoolId', 'day', 'kind']).replace(/[$#]/g, '\\$&').replaceAll('*', '.*')}$`);
    expect(Key.pk).toMatch(pattern);
    expect(Key.pk).toBe('$schulapp#schoolid_school-1#day_2025-03-01#kind_forecast');
  });
});
