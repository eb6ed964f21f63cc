import { readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';
import type { KeyShape } from './needs.js';

interface ElectroEntity {
  schema: { indexes: Record<string, { index?: string; pk: { field: string; composite: string[] } }> };
}

/**
 * What the bundle of one entry point can reach: its modules, and those its domain code reaches without lambdas/_lib
 * and without the caller's resolution that every handler is given (both only read).
 */
export interface Reach {
  modules: string[];
  ownModules: string[];
  sdkClients: string[];
}

/**
 * The service of all entities: a bundle that imports it does not touch every entity. What a bundle
 * touches through it are the entities its code names (the service keeps their export names).
 */
const SERVICE_MODULE = 'lambdas/_lib/schulapp-service.ts';
/** The caller's resolution (users domain) that every domain handler hands to domainHandler: it reads, never writes. */
const CALLER_MODULE = 'lambdas/users/caller.service.ts';
const ENTITY_EXPORT = /export const (\w+Entity) = new TableEntity/g;

/** The entity modules not imported by `modules` whose entities `modules` name (used through the service). */
const entityModulesNamedIn = (modules: string[], candidates: string[]) => {
  const sources = modules.map((module) => readFileSync(module, 'utf8'));
  return candidates.filter((candidate) =>
    [...readFileSync(candidate, 'utf8').matchAll(ENTITY_EXPORT)].some(([, name]) =>
      sources.some((source) => new RegExp(`\\b${name}\\b`).test(source)),
    ),
  );
};

const isEntity = (value: unknown): value is ElectroEntity =>
  typeof value === 'object' &&
  value !== null &&
  'schema' in value &&
  typeof value.schema === 'object' &&
  value.schema !== null &&
  'indexes' in value.schema &&
  typeof value.schema.indexes === 'object';

export const reachOf = async (entry: string): Promise<Reach> => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    external: ['@aws-sdk/*', '@smithy/*'],
  });
  const inputs: Metafile['inputs'] = result.metafile.inputs;
  const walk = (skip: (file: string) => boolean) => {
    const seen = new Set<string>([entry]);
    const queue = [entry];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (skip(file)) continue;
      for (const imported of inputs[file]?.imports ?? []) {
        if (imported.external || seen.has(imported.path)) continue;
        seen.add(imported.path);
        queue.push(imported.path);
      }
    }
    return [...seen].filter((file) => !file.split('/').includes('node_modules'));
  };
  const sdkClients = new Set<string>();
  for (const input of Object.values(inputs))
    for (const imported of input.imports)
      if (imported.path.startsWith('@aws-sdk/client-')) sdkClients.add(imported.path.slice('@aws-sdk/'.length));
  const reached = walk((file) => file === SERVICE_MODULE).filter((file) => file !== SERVICE_MODULE);
  const otherEntityModules = Object.keys(inputs).filter((file) => file.endsWith('.entity.ts') && !reached.includes(file));
  return {
    modules: [...reached, ...entityModulesNamedIn(reached, otherEntityModules)],
    ownModules: walk((file) => file.startsWith('lambdas/_lib/') || file === CALLER_MODULE),
    sdkClients: [...sdkClients].sort(),
  };
};

export interface EntityInfo {
  module: string;
  exportName: string;
  tableShape: KeyShape;
  indexes: string[];
}

export const entitiesOf = async (modules: string[], repoRoot: string): Promise<EntityInfo[]> => {
  const found: EntityInfo[] = [];
  for (const module of modules.filter((file) => file.endsWith('.entity.ts'))) {
    const exports = (await import(`${repoRoot}/${module}`)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isEntity(value)) continue;
      const indexes = Object.values(value.schema.indexes);
      const table = indexes.find((index) => index.pk.field === 'pk');
      if (!table) throw new Error(`${module} ${exportName} has no table index`);
      found.push({
        module,
        exportName,
        tableShape: table.pk.composite,
        indexes: indexes.flatMap((index) => (index.index ? [index.index] : [])),
      });
    }
  }
  return found;
};

const WRITE_CALL = /\b(\w+Entity)\s*\.\s*(put|create|update|patch|upsert|delete|remove)\(/g;

/** Entities whose write methods the modules call. */
export const writtenEntities = (modules: string[], repoRoot: string) => {
  const names = new Set<string>();
  for (const module of modules)
    for (const [, entity] of readFileSync(`${repoRoot}/${module}`, 'utf8').matchAll(WRITE_CALL)) if (entity) names.add(entity);
  return names;
};

export const sourceMatches = (modules: string[], repoRoot: string, pattern: RegExp) => {
  const found = new Set<string>();
  for (const module of modules)
    for (const [, captured] of readFileSync(`${repoRoot}/${module}`, 'utf8').matchAll(pattern)) if (captured) found.add(captured);
  return [...found].sort();
};
