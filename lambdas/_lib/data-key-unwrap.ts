import { DecryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { env } from './env.js';
import { openValue } from './field-envelope.js';
import { localMasterKey } from './local-master-key.js';
import { traced } from './observability.js';

export interface WrappedDataKey {
  schoolId: string;
  /** Base64 of the wrapped key. */
  wrappedKey: string;
  wrapping: 'kms' | 'local';
}

let kms: KMSClient | undefined;
/** The KMS client, made once per process. */
export const kmsClient = () => (kms ??= traced(new KMSClient({ region: env.region })));

/** The school is the encryption context: a key blob copied to another school's item does not decrypt. */
export const encryptionContextOf = (schoolId: string) => ({ schoolId });

/**
 * The plain data key of a school: KMS Decrypt of the blob in AWS (the blob names the key that
 * wrapped it), the local master key file on one machine.
 */
export const unwrapDataKey = async ({ schoolId, wrappedKey, wrapping }: WrappedDataKey): Promise<Buffer> => {
  if (wrapping === 'local') {
    if (!env.localMasterKeyFile) throw new Error('a locally wrapped data key, but LOCAL_MASTER_KEY_FILE is not set');
    return Buffer.from(openValue(localMasterKey(env.localMasterKeyFile), wrappedKey, schoolId), 'base64');
  }
  const { Plaintext } = await kmsClient().send(
    new DecryptCommand({ CiphertextBlob: Buffer.from(wrappedKey, 'base64'), EncryptionContext: encryptionContextOf(schoolId) }),
  );
  if (!Plaintext) throw new Error('KMS returned no data key');
  return Buffer.from(Plaintext);
};
