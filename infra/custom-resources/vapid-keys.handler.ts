import { createECDH } from 'node:crypto';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { respondToCloudFormation, type CustomResourceEvent } from './cloudformation-response.js';

/**
 * CloudFormation custom resource: the stage's VAPID key pair for Web Push, made once. On create it
 * generates a P-256 key pair and stores it in the stage's secret; on update it keeps the stored pair
 * (so subscriptions stay valid) and only makes one if the secret holds none; on delete it leaves the
 * secret to its own removal policy. It answers with the public key, which the web app's config
 * carries. The private key never leaves the secret.
 */
type VapidKeysEvent = CustomResourceEvent<{ SecretId: string; Subject: string }>;

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const client = new SecretsManagerClient({});

const generate = (subject: string): VapidKeys => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url'), subject };
};

const stored = async (secretId: string): Promise<VapidKeys | null> => {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  try {
    const value = JSON.parse(SecretString ?? '') as Partial<VapidKeys>;
    return value.publicKey && value.privateKey && value.subject ? (value as VapidKeys) : null;
  } catch {
    return null;
  }
};

const keysOf = async ({ SecretId, Subject }: VapidKeysEvent['ResourceProperties']) => {
  const existing = await stored(SecretId);
  if (existing) return existing;
  const keys = generate(Subject);
  await client.send(new PutSecretValueCommand({ SecretId, SecretString: JSON.stringify(keys) }));
  return keys;
};

const respond = (event: VapidKeysEvent, status: 'SUCCESS' | 'FAILED', data: Record<string, string>, reason = 'see the function log') =>
  respondToCloudFormation(event, { status, reason, idPrefix: 'vapid-keys', data });

export const handler = async (event: VapidKeysEvent) => {
  try {
    if (event.RequestType === 'Delete') {
      await respond(event, 'SUCCESS', {});
      return;
    }
    const { publicKey } = await keysOf(event.ResourceProperties);
    await respond(event, 'SUCCESS', { PublicKey: publicKey });
  } catch (error) {
    await respond(event, 'FAILED', {}, error instanceof Error ? error.name : 'unknown error');
  }
};
