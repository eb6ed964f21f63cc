import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { startCognitoLocal } from './cognito-local.js';
import { startDynamoDbLocal } from './dynamodb-local.js';
import { startLocalEventBus } from './local-event-bus.js';
import { startLocalGateway } from './local-gateway.js';
import { subscribeJobs } from './local-jobs.js';
import { assertPortFree, stopProcess } from './processes.js';
import { provision } from './provision.js';
import { startLocalS3 } from './s3-local.js';
import { handlerEnvironment, loadStackConfig, webRuntimeConfig, type StackConfig } from './stack-config.js';
import { ensureVapidKeys } from './vapid-keys.js';
import { startWebApp, type WebMode } from './web-app.js';

export interface StackOptions {
  reset?: boolean;
  /** How the web app is served (default `dev`), or `false` for none. */
  web?: WebMode | false;
  seed?: boolean;
  log?: (line: string) => void;
  /** Lines a developer must see even when `log` is quiet: the codes Cognito would e-mail. Default: `log`. */
  notice?: (line: string) => void;
}

const closeServer = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Starts the whole product on this machine: DynamoDB Local, cognito-local, s3rver, the local
 * event bus and scheduler, the local API gateway running the Lambda handlers, and the web app.
 * Creates the AWS resources idempotently and seeds the demo school on the first start.
 */
export const startStack = async (options: StackOptions = {}) => {
  const config: StackConfig = loadStackConfig();
  const log = options.log ?? ((line: string) => console.log(line));
  const web = options.web ?? 'dev';

  for (const [name, port] of Object.entries(config.ports)) {
    if (name !== 'web' || web) await assertPortFree(port, name);
  }
  if (options.reset) fs.rmSync(config.dataDir, { recursive: true, force: true });
  fs.mkdirSync(config.dataDir, { recursive: true });
  const vapid = ensureVapidKeys(config.dataDir);

  const children: ChildProcess[] = [];
  const servers: http.Server[] = [];
  const closers: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(closers.splice(0).map((close) => close().catch(() => undefined)));
    await Promise.all(servers.splice(0).map(closeServer));
    await Promise.all(children.splice(0).map((child) => stopProcess(child)));
  };

  try {
    const pool: { id?: string } = {};
    children.push(await startDynamoDbLocal(config.ports.dynamodb, config.dataDir, log));
    const cognito = await startCognitoLocal(config.ports.cognito, config.dataDir, () => pool.id, log, options.notice ?? log);
    children.push(cognito.child);
    servers.push(cognito.proxy);

    const s3 = await startLocalS3(config.ports.s3, path.join(config.dataDir, 's3'));
    closers.push(s3.close);

    const bus = startLocalEventBus(config.ports.events, config.dataDir, log);
    closers.push(bus.close);

    const ids = await provision(config);
    pool.id = ids.userPoolId;
    Object.assign(process.env, handlerEnvironment(config, ids.userPoolId));

    if (options.seed ?? true) {
      const { isDemoSeeded, seedDemoSchools } = await import('../seed/seed-demo.js');
      if (!(await isDemoSeeded())) {
        log('Lege die Demo-Schule an …');
        await seedDemoSchools(ids.userPoolId);
      }
    }

    subscribeJobs(bus);
    const issuer = `http://127.0.0.1:${config.ports.cognito}/${ids.userPoolId}`;
    servers.push(await startLocalGateway({ port: config.ports.api, issuer, audience: ids.userPoolClientId, log }));

    if (web) {
      children.push(
        await startWebApp(web, {
          port: config.ports.web,
          apiUrl: `http://127.0.0.1:${config.ports.api}`,
          runtimeConfig: webRuntimeConfig(config, ids, vapid.publicKey),
          dataDir: config.dataDir,
          log,
        }),
      );
    }

    return {
      config,
      ids,
      bus,
      urls: {
        web: `http://127.0.0.1:${config.ports.web}`,
        api: `http://127.0.0.1:${config.ports.api}`,
        cognito: `http://127.0.0.1:${config.ports.cognito}`,
        dynamodb: `http://127.0.0.1:${config.ports.dynamodb}`,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
export type RunningStack = Awaited<ReturnType<typeof startStack>>;
