/** The variable's value; unset and empty both count as absent. */
const optional = (name: string): string | undefined => {
  const value = process.env[name];
  return value === '' ? undefined : value;
};

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
};

/** Configuration every handler reads; the same names in AWS (CDK) and locally (dev stack). */
export const env = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  get filesBucket() {
    return required('FILES_BUCKET');
  },
  get eventBusName() {
    return required('EVENT_BUS_NAME');
  },
  /** The bus's ARN: EventBridge Scheduler targets it for scheduled sends. */
  get eventBusArn() {
    return required('EVENT_BUS_ARN');
  },
  /** The role EventBridge Scheduler assumes to put a scheduled send's event on the bus. */
  get schedulerRoleArn() {
    return required('SCHEDULER_ROLE_ARN');
  },
  /** SNS topic whose e-mail subscription is the support inbox. */
  get supportTicketsTopicArn() {
    return required('SUPPORT_TICKETS_TOPIC_ARN');
  },
  /** OpenWeatherMap API key given directly (a developer trying the real provider locally). */
  get weatherApiKey() {
    return optional('WEATHER_API_KEY');
  },
  /** Name or ARN of the Secrets Manager secret holding the OpenWeatherMap API key (AWS, set by CDK when configured). */
  get weatherApiKeySecret() {
    return optional('WEATHER_API_KEY_SECRET');
  },
  /** Set by the local stack and tests: without an API key, the deterministic weather fixture stands in. */
  get weatherFixture() {
    return process.env.WEATHER_SOURCE === 'fixture';
  },
  /** OpenWeatherMap city id of schools that have none of their own. */
  get weatherCityId() {
    return optional('WEATHER_CITY_ID');
  },
  /** Set by CDK on the API functions: the secret CloudFront sends in `x-origin-verify`; absent locally. */
  get originVerifySecret() {
    return optional('ORIGIN_VERIFY_SECRET');
  },
  /** The deployment's stage (set by CDK): a dimension of every EMF metric, so stages sharing an account keep apart; 'local' in the local stack. */
  get stage() {
    return optional('SCHULAPP_STAGE') ?? 'local';
  },
  get region() {
    return process.env.AWS_REGION ?? 'eu-central-1';
  },
  /** Set by the local stack and tests: responses carry the DynamoDB request count of the call. */
  get exposeRequestCounts() {
    return process.env.EXPOSE_DDB_REQUEST_COUNT === '1';
  },
  /** Locally: the file in the data folder with the stage's VAPID keys (the dev stack creates it once). */
  get vapidKeysFile() {
    return optional('VAPID_KEYS_FILE');
  },
  /** In AWS: the Secrets Manager secret with the stage's VAPID keys (set by CDK on the functions that push). */
  get vapidSecretArn() {
    return optional('VAPID_SECRET_ARN');
  },
  /** In AWS: the KMS key that wraps the schools' data keys for their personal fields (set by CDK). */
  get personalDataKeyArn() {
    return optional('PERSONAL_DATA_KEY_ARN');
  },
  /** Locally (and in tests): the master key file that wraps the schools' data keys instead of KMS (made once, 32 random bytes). */
  get localMasterKeyFile() {
    return optional('LOCAL_MASTER_KEY_FILE');
  },
  /** Set by the local stack only: push endpoints on loopback (the test receiver) are accepted besides https. */
  get pushAllowsLoopback() {
    return process.env.PUSH_ALLOW_LOOPBACK === '1';
  },
};
