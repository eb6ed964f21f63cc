import { readFileSync } from 'node:fs';
import { repoPath } from '../../infra/repo-paths.js';

/** cdk.json's context (stage defaults, feature flags), so the tests synthesize what `cdk synth` does. */
export const cdkJsonContext = (JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** For tests that only read the template: skips esbuild bundling of the domain functions. */
export const withoutBundling = { 'aws:cdk:bundling-stacks': [] };
