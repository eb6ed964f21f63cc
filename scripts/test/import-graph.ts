import path from 'node:path';
import { repoRoot } from '../dev-stack/stack-config.js';

/** dependency-cruiser over the whole tree with .dependency-cruiser.cjs (as `npm run lint:graph`): its command line for node. */
export const importGraphCommand = [
  path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
  ...['shared', 'lambdas', 'events', 'infra', 'scripts', 'web/src', 'tests', '--config', '.dependency-cruiser.cjs'],
];
