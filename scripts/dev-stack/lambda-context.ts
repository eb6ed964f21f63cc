import type { Context } from 'aws-lambda';

/** The context Lambda passes a handler, for the functions the local stack and tests run in-process. */
export const lambdaContext = (functionName: string, requestId: string, timeoutMs = 10_000): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
  memoryLimitInMB: '512',
  awsRequestId: requestId,
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => timeoutMs,
  /* eslint-disable @typescript-eslint/no-deprecated -- the Context type still requires the legacy callbacks; our handlers return promises */
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
  /* eslint-enable @typescript-eslint/no-deprecated */
});
