import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { repoPath } from './repo-paths.js';

/**
 * How every Schulapp function is bundled: the one definition CDK deploys with
 * (infra/constructs/app-function.ts, the VAPID key generator) and the bench weighs with
 * (tests/bench/lambda-bundles.ts).
 *
 * - ESM for Node 22, minified; CommonJS dependencies inside the ESM bundle still call require(),
 *   hence the createRequire banner.
 * - The AWS SDK is bundled (no externals), so AWS runs the lockfile's versions, the ones the tests
 *   ran with; loading the runtime's SDK from its node_modules instead made the module
 *   initialisation slower (docs/benchmarks.md, Lambda bundles).
 * - The SDK's default credential chain (`@aws-sdk/credential-provider-node`) is replaced by the
 *   environment provider (lambdas/_lib/lambda-credentials.ts): Lambda hands a function its role's
 *   credentials in the environment, the chain's first link, so its other links (SSO, shared
 *   files, web identity, instance metadata, with the STS and SSO clients they carry) never run
 *   in a function and stay out of its bundle.
 * - A source map beside the bundle (index.mjs.map, without the sources), to decode a stack trace
 *   from the logs; the runtime never reads it (no `--enable-source-maps`), so it costs no
 *   cold-start time.
 */
export const lambdaBundling = {
  format: 'esm',
  target: 'node22',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: "import { createRequire } from 'module';const require = createRequire(import.meta.url);",
  alias: { '@aws-sdk/credential-provider-node': repoPath('lambdas/_lib/lambda-credentials.ts') },
} as const;

/** The definition as NodejsFunction's bundling options: nothing external, the aliases as esbuild arguments. */
export const cdkBundling = {
  format: OutputFormat.ESM,
  target: lambdaBundling.target,
  minify: lambdaBundling.minify,
  sourceMap: lambdaBundling.sourceMap,
  sourcesContent: lambdaBundling.sourcesContent,
  mainFields: [...lambdaBundling.mainFields],
  banner: lambdaBundling.banner,
  externalModules: [],
  esbuildArgs: { '--alias': Object.entries(lambdaBundling.alias).map(([from, to]) => `${from}=${to}`) },
} satisfies BundlingOptions;

/** The definition as esbuild's own build options, for what bundles like CDK without CDK (the bench, the bundle test). */
export const esbuildBundling = {
  bundle: true,
  platform: 'node',
  format: lambdaBundling.format,
  target: lambdaBundling.target,
  minify: lambdaBundling.minify,
  sourcemap: lambdaBundling.sourceMap,
  sourcesContent: lambdaBundling.sourcesContent,
  mainFields: [...lambdaBundling.mainFields],
  alias: lambdaBundling.alias,
  banner: { js: lambdaBundling.banner },
  logLevel: 'error',
} satisfies BuildOptions;
