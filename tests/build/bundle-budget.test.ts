import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_ROUTE_BUDGET_BYTES,
  routeNamed,
  WEEKPLAN_ABOVE_FLOOR_GOAL_BYTES,
  WEEKPLAN_ROUTE_BUDGET_BYTES,
  weekplanAgainstFloor,
  weighRoutes,
} from '../../scripts/build/bundle-report.js';
import { repoRoot } from '../../scripts/dev-stack/stack-config.js';

let routes: ReturnType<typeof weighRoutes>;

beforeAll(() => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-build-'));
  // A separate process: inside vitest NODE_ENV is 'test', which would build React's development bundle.
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  routes = weighRoutes(outDir);
  console.table(routes.map(({ route, gzipBytes }) => ({ route, 'gzip KB': (gzipBytes / 1000).toFixed(1) })));
});

describe('production bundle', () => {
  it(`keeps the login route under ${LOGIN_ROUTE_BUDGET_BYTES / 1000} KB of gzipped JavaScript`, () => {
    expect(routes[0].route).toBe('entry');
    expect(routeNamed(routes, 'login.page').gzipBytes).toBeLessThan(LOGIN_ROUTE_BUDGET_BYTES);
  });

  it(`keeps the weekplan route under ${WEEKPLAN_ROUTE_BUDGET_BYTES / 1000} KB of gzipped JavaScript`, () => {
    expect(routeNamed(routes, 'weekplan.page').gzipBytes).toBeLessThan(WEEKPLAN_ROUTE_BUDGET_BYTES);
  });

  it(`keeps the weekplan route within ${WEEKPLAN_ABOVE_FLOOR_GOAL_BYTES / 1000} KB of gzipped JavaScript above the floor of the same build`, () => {
    expect(weekplanAgainstFloor(routes).meets_goal).toBe(true);
  });

  it('loads the other pages lazily, each in its own chunk', () => {
    const pages = routes.slice(1).map((route) => route.route);
    expect(pages).toEqual(expect.arrayContaining(['login.page', 'start.page', 'classbook-statistic.page', 'help.page']));
    for (const route of routes.slice(1)) expect(route.gzipBytes).toBeGreaterThan(routes[0].gzipBytes);
  });
});
