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
  /** SNS topic whose e-mail subscription is the support inbox. */
  get supportTicketsTopicArn() {
    return required('SUPPORT_TICKETS_TOPIC_ARN');
  },
  /** OpenWeatherMap API key (AWS): without it the today overview uses the local weather fixture. */
  get weatherApiKey() {
    return process.env.WEATHER_API_KEY || undefined;
  },
  /** OpenWeatherMap city id of schools that have none of their own. */
  get weatherCityId() {
    return process.env.WEATHER_CITY_ID || undefined;
  },
  get region() {
    return process.env.AWS_REGION ?? 'eu-central-1';
  },
  /** Set by the local stack and tests: responses carry the DynamoDB request count of the call. */
  get exposeRequestCounts() {
    return process.env.EXPOSE_DDB_REQUEST_COUNT === '1';
  },
};
