import { readFileSync } from 'node:fs';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
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

/** Longer than a Lambda container lives: the secret is read once per container (Powertools caches it; a failed read is not cached). */
const ONCE_PER_CONTAINER_S = 24 * 60 * 60;

let secrets: SecretsProvider | undefined;

/** Read once per container; a failed read is tried again on the next push. Locally the small file is read on each push. */
export const vapidKeys = async (): Promise<VapidKeys> => {
  if (env.vapidKeysFile) return vapidKeysSchema.parse(JSON.parse(readFileSync(env.vapidKeysFile, 'utf8')));
  if (!env.vapidSecretArn) throw new Error('no VAPID keys configured (VAPID_SECRET_ARN or VAPID_KEYS_FILE)');
  secrets ??= new SecretsProvider({ awsSdkV3Client: traced(new SecretsManagerClient({ region: env.region })) });
  return vapidKeysSchema.parse(await secrets.get(env.vapidSecretArn, { transform: 'json', maxAge: ONCE_PER_CONTAINER_S }));
};
