import { readFileSync } from 'node:fs';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { env } from '../_lib/env.js';
import { traced } from '../_lib/observability.js';

/**
 * The stage's VAPID key pair (RFC 8292), made once per stage: in AWS a Secrets Manager secret
 * (infra generates it at the first deployment and grants reading it to the pushing job only),
 * locally `vapid.json` in the data folder (the dev stack creates it on the first start).
 * `subject` is the contact the push services see.
 */
export const vapidKeysSchema = z.object({
  publicKey: z.string().min(1),
  privateKey: z.string().min(1),
  subject: z.string().regex(/^(mailto:|https:)/),
});
export type VapidKeys = z.infer<typeof vapidKeysSchema>;

let cached: Promise<VapidKeys> | undefined;

const readKeys = async (): Promise<VapidKeys> => {
  // Locally only (a small file, read once per process).
  if (env.vapidKeysFile) return vapidKeysSchema.parse(JSON.parse(readFileSync(env.vapidKeysFile, 'utf8')));
  if (!env.vapidSecretArn) throw new Error('no VAPID keys configured (VAPID_SECRET_ARN or VAPID_KEYS_FILE)');
  const { SecretString } = await traced(new SecretsManagerClient({ region: env.region })).send(
    new GetSecretValueCommand({ SecretId: env.vapidSecretArn }),
  );
  return vapidKeysSchema.parse(JSON.parse(SecretString ?? '{}'));
};

/** Read once per container; a failed read is tried again on the next push. */
export const vapidKeys = (): Promise<VapidKeys> => {
  cached ??= readKeys().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};
