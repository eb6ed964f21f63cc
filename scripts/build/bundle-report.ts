import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The login route (the entry and the lazily loaded login page) may load at most this much gzipped
 * JavaScript before it is usable (React Router's data router, for useBlocker, is 17 KB of it; the
 * links to the terms and privacy dialogs of spec §1, whose texts load with the dialogs, the offline
 * store, which a sign-in must clear before the new person's session loads, and Cognito's
 * new-password step for onboarded admins brought it to 186.7 KB; loaded lazily, so that its form
 * library leaves the signed-in pages, and with only its own texts, it is 186.2 KB).
 */
export const LOGIN_ROUTE_BUDGET_BYTES = 187_200;

/**
 * The weekplan route (entry and weekplan page) may load at most this much gzipped JavaScript: 175.8
 * KB, of which React with React DOM and React Router is 99 KB, Amplify UI (its theme tokens come
 * with every primitive) 21 KB, the zod core (config.json's check; the API client needs it too) 15.6
 * KB, date-fns 8.6 KB and swr 5 KB. Issue 22 asks for 120 KB; these libraries stand between.
 */
export const WEEKPLAN_ROUTE_BUDGET_BYTES = 176_800;

/**
 * Issue 39: the weekplan route may load at most this much gzipped JavaScript above the floor of the
 * same build, the entry: what a page rendering nothing loads in the app shell (React, React DOM,
 * the router, and what the shell must load: the theme, the session, the runtime config's check);
 * such a page would add only its own chunk.
 */
export const WEEKPLAN_ABOVE_FLOOR_GOAL_BYTES = 40_000;

export interface RouteWeight {
  route: string;
  files: number;
  gzipBytes: number;
}

/** A chunk and everything it imports statically: what the browser must load before it runs. */
const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

/**
 * Gzipped JavaScript per route of a production build: the entry (the app shell) and, for every
 * lazily loaded page, the entry plus that page's chunk and its static imports.
 */
export const weighRoutes = (distDir: string): [RouteWeight, ...RouteWeight[]] => {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const gzipBytesOf = (file: string) => {
    const known = gzipped.get(file);
    if (known !== undefined) return known;
    const bytes = gzipSync(fs.readFileSync(path.join(distDir, file))).length;
    gzipped.set(file, bytes);
    return bytes;
  };
  const weigh = (keys: Set<string>) =>
    [...keys]
      .flatMap((key) => manifest[key]?.file ?? [])
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipBytesOf(file), 0);

  const entryKey = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entryKey) throw new Error('no entry chunk in the build manifest');
  const entry = staticClosure(manifest, entryKey);
  const routes: [RouteWeight, ...RouteWeight[]] = [{ route: 'entry', files: entry.size, gzipBytes: weigh(entry) }];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src?.endsWith('.page.tsx')) continue;
    const closure = staticClosure(manifest, key, new Set(entry));
    routes.push({ route: path.basename(chunk.src, '.tsx'), files: closure.size, gzipBytes: weigh(closure) });
  }
  return routes;
};

/** The weight of the named route (a page's file name without .tsx). */
export const routeNamed = (routes: RouteWeight[], name: string): RouteWeight => {
  const route = routes.find((candidate) => candidate.route === name);
  if (!route) throw new Error(`no route ${name} in the build`);
  return route;
};

/** The weekplan route against the floor of the same build (the entry), in KB gzipped: the bench's row. */
export const weekplanAgainstFloor = (routes: [RouteWeight, ...RouteWeight[]]) => {
  const kb = (bytes: number) => Math.round(bytes / 100) / 10;
  const floor = routes[0].gzipBytes;
  const weekplan = routeNamed(routes, 'weekplan.page').gzipBytes;
  return {
    name: 'web: weekplan route against the floor (entry) of the same build',
    weekplan_gz_kb: kb(weekplan),
    floor_gz_kb: kb(floor),
    above_floor_kb: kb(weekplan - floor),
    goal_above_floor_kb: WEEKPLAN_ABOVE_FLOOR_GOAL_BYTES / 1000,
    meets_goal: weekplan - floor <= WEEKPLAN_ABOVE_FLOOR_GOAL_BYTES,
  };
};

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const routes = weighRoutes(path.resolve(process.argv[2] ?? 'web/dist'));
  console.table(routes.map(({ route, files, gzipBytes }) => ({ route, files, 'gzip KB': (gzipBytes / 1000).toFixed(1) })));
  const login = routeNamed(routes, 'login.page');
  const weekplan = routeNamed(routes, 'weekplan.page');
  const largest = routes.reduce((max, route) => (route.gzipBytes > max.gzipBytes ? route : max));
  const { above_floor_kb, floor_gz_kb } = weekplanAgainstFloor(routes);
  console.log(
    `login route ${(login.gzipBytes / 1000).toFixed(1)} KB gzipped (budget ${LOGIN_ROUTE_BUDGET_BYTES / 1000} KB); weekplan route ${(weekplan.gzipBytes / 1000).toFixed(1)} KB (budget ${WEEKPLAN_ROUTE_BUDGET_BYTES / 1000} KB), ${above_floor_kb} KB above the floor of ${floor_gz_kb} KB (goal ${WEEKPLAN_ABOVE_FLOOR_GOAL_BYTES / 1000} KB); largest: ${largest.route} ${(largest.gzipBytes / 1000).toFixed(1)} KB`,
  );
  if (login.gzipBytes > LOGIN_ROUTE_BUDGET_BYTES || weekplan.gzipBytes > WEEKPLAN_ROUTE_BUDGET_BYTES) process.exit(1);
}
