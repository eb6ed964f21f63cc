import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startProcess, StackStartError, stopProcess, waitForPort } from './processes.js';
import { repoRoot } from './stack-config.js';

/**
 * How the local stack serves the web app: `dev` is Vite's dev server (modules served one by one,
 * changes shown at once) for `npm start`; `built` is the production build served by `vite preview`,
 * the same files CloudFront serves: a page loads in a few requests, as the browser tests and the
 * bench want it.
 */
export type WebMode = 'dev' | 'built';

export interface WebAppSettings {
  port: number;
  apiUrl: string;
  /** What /config.json answers: the Cognito settings and the Web Push key. */
  runtimeConfig: object;
  /** The stack's data folder: `built` puts the build into its `web-dist` (so a build for tests leaves web/dist alone). */
  dataDir: string;
  log: (line: string) => void;
}

const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');

/** Builds the web app for production into `outDir`; NODE_ENV set, so React's production bundle. */
const buildWebApp = (outDir: string, log: (line: string) => void) =>
  new Promise<void>((resolve, reject) => {
    const build = startProcess(
      'web build',
      process.execPath,
      [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, log },
    );
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new StackStartError(`vite build endete mit Code ${code}`))));
  });

/** Starts the web app on `settings.port` and resolves once it answers; the returned process stops it. */
export const startWebApp = async (mode: WebMode, settings: WebAppSettings): Promise<ChildProcess> => {
  const env = {
    ...process.env,
    SCHULAPP_API_URL: settings.apiUrl,
    SCHULAPP_WEB_PORT: String(settings.port),
    SCHULAPP_WEB_CONFIG: JSON.stringify(settings.runtimeConfig),
  };
  const outDir = path.join(settings.dataDir, 'web-dist');
  if (mode === 'built') await buildWebApp(outDir, settings.log);
  const args =
    mode === 'dev'
      ? [vite, '--config', 'web/vite.config.ts']
      : [vite, 'preview', '--config', 'web/vite.config.ts', '--outDir', outDir, '--port', String(settings.port), '--strictPort'];
  const server = startProcess('web', process.execPath, args, { cwd: repoRoot, env, log: settings.log });
  try {
    await waitForPort(settings.port, 'web app');
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
  return server;
};
