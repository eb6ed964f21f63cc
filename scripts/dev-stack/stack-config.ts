import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = (name: string, fallback: number) => {
  const value = process.env[name];
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return parsed;
};

/**
 * The test ports, apart from `npm start`'s, shifted by `offset` (`SCHULAPP_TEST_PORT_OFFSET`): as the
 * environment variables `loadStackConfig` reads, so two runs can share a machine.
 */
export const testPortVariables = (offset: number): Record<string, string> =>
  Object.fromEntries(
    Object.entries({
      SCHULAPP_WEB_PORT: 5183,
      SCHULAPP_API_PORT: 3011,
      SCHULAPP_DYNAMODB_PORT: 8010,
      SCHULAPP_COGNITO_PORT: 9239,
      SCHULAPP_S3_PORT: 4579,
      SCHULAPP_EVENTS_PORT: 4020,
    }).map(([name, port]) => [name, String(port + offset)]),
  );

/** Ports and paths of the local stack; every port can be moved with an environment variable. */
export const loadStackConfig = () => {
  const dataDir = path.resolve(process.env.SCHULAPP_DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    dataDir,
    ports: {
      web: port('SCHULAPP_WEB_PORT', 5173),
      api: port('SCHULAPP_API_PORT', 3001),
      dynamodb: port('SCHULAPP_DYNAMODB_PORT', 8000),
      cognito: port('SCHULAPP_COGNITO_PORT', 9229),
      s3: port('SCHULAPP_S3_PORT', 4569),
      events: port('SCHULAPP_EVENTS_PORT', 4010),
    },
    names: {
      table: 'schulapp-local',
      filesBucket: 'schulapp-local-files',
      eventBus: 'schulapp-local',
      userPool: 'schulapp-local',
    },
    region: 'eu-central-1',
  };
};
export type StackConfig = ReturnType<typeof loadStackConfig>;

/** The local stand-in for the KMS key that wraps the schools' data keys: 32 random bytes in the data folder. */
export const localMasterKeyFile = (dataDir: string) => path.join(dataDir, 'local-master.key');

/** The environment the handlers see: the same variable names as in AWS, endpoints on loopback. */
export const handlerEnvironment = (config: StackConfig, userPoolId: string) => ({
  TABLE_NAME: config.names.table,
  USER_POOL_ID: userPoolId,
  FILES_BUCKET: config.names.filesBucket,
  EVENT_BUS_NAME: config.names.eventBus,
  EVENT_BUS_ARN: `arn:aws:events:${config.region}:000000000000:event-bus/${config.names.eventBus}`,
  SCHEDULER_ROLE_ARN: `arn:aws:iam::000000000000:role/${config.names.eventBus}-scheduler`,
  SUPPORT_TICKETS_TOPIC_ARN: `arn:aws:sns:${config.region}:000000000000:${config.names.eventBus}-support-tickets`,
  AWS_REGION: config.region,
  // s3rver accepts only its own fixed key; the other emulators accept any.
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${config.ports.dynamodb}`,
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${config.ports.cognito}`,
  AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${config.ports.s3}`,
  AWS_ENDPOINT_URL_EVENTBRIDGE: `http://127.0.0.1:${config.ports.events}`,
  AWS_ENDPOINT_URL_SCHEDULER: `http://127.0.0.1:${config.ports.events}`,
  AWS_ENDPOINT_URL_SNS: `http://127.0.0.1:${config.ports.events}`,
  // The local bus also answers Amazon Translate's TranslateText with a marked stand-in translation.
  AWS_ENDPOINT_URL_TRANSLATE: `http://127.0.0.1:${config.ports.events}`,
  EXPOSE_DDB_REQUEST_COUNT: '1',
  // Powertools: JSON logs as in Lambda; no EMF lines (CloudWatch reads them, here they would only fill the terminal) and no X-Ray.
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_TRACE_ENABLED: 'false',
  WEATHER_SOURCE: 'fixture',
  // Web Push: the stage's VAPID keys in the data folder, and the test receiver on loopback as a push service.
  VAPID_KEYS_FILE: path.join(config.dataDir, 'vapid.json'),
  PUSH_ALLOW_LOOPBACK: '1',
  // encryptData: the schools' data keys are wrapped by this file's key instead of KMS (made on first use).
  LOCAL_MASTER_KEY_FILE: localMasterKeyFile(config.dataDir),
});

/** What the web app reads from /config.json: the same shape CDK writes into the web bucket. */
export const webRuntimeConfig = (config: StackConfig, ids: { userPoolId: string; userPoolClientId: string }, vapidPublicKey: string) => ({
  region: config.region,
  vapidPublicKey,
  userPoolId: ids.userPoolId,
  userPoolClientId: ids.userPoolClientId,
  userPoolEndpoint: `http://127.0.0.1:${config.ports.cognito}`,
});
