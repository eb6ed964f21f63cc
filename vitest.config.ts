import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pageAccess } from './shared/routes/page-access.js';

/**
 * Five test projects. `unit` needs nothing running; `build` builds the web app and checks its
 * bundle budget; `infra` synthesizes the CDK app; `integration`
 * and `e2e` run against the local stack that scripts/test/run-all.ts starts (its URLs arrive in
 * SCHULAPP_* environment variables).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's page table, as web/vite.config.ts writes it into the build.
        define: { __PAGE_ACCESS__: JSON.stringify(pageAccess) },
        // The web app imports shared/ as `@shared/…` (the paths of tsconfig.base.json), as web/vite.config.ts resolves it.
        resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'lambdas/**/*.test.ts',
            'events/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          env: {
            TABLE_NAME: 'unit-test-table',
            AWS_REGION: 'eu-central-1',
            POWERTOOLS_METRICS_DISABLED: 'true',
            POWERTOOLS_TRACE_ENABLED: 'false',
          },
        },
      },
      {
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 },
      },
      {
        test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
