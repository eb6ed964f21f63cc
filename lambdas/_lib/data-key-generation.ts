import { randomBytes } from 'node:crypto';
import { GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import { encryptionContextOf, kmsClient, type WrappedDataKey } from './data-key-unwrap.js';
import { env } from './env.js';
import { sealValue } from './field-envelope.js';
import { localMasterKey } from './local-master-key.js';

const DATA_KEY_BYTES = 32;

/**
 * A new data key for a school (AES-256), plain and wrapped: KMS GenerateDataKey with the stage's
 * data key in AWS, 32 random bytes wrapped by the local master key file on one machine; both bound
 * to the school (KMS encryption context, AES-GCM associated data).
 */
export const generateDataKey = async (schoolId: string): Promise<WrappedDataKey & { plain: Buffer }> => {
  if (env.localMasterKeyFile) {
    const plain = randomBytes(DATA_KEY_BYTES);
    const wrappedKey = sealValue(localMasterKey(env.localMasterKeyFile), plain.toString('base64'), schoolId);
    return { schoolId, wrappedKey, wrapping: 'local', plain };
  }
  if (!env.personalDataKeyArn) throw new Error('neither PERSONAL_DATA_KEY_ARN nor LOCAL_MASTER_KEY_FILE is set');
  const { CiphertextBlob, Plaintext } = await kmsClient().send(
    new GenerateDataKeyCommand({ KeyId: env.personalDataKeyArn, KeySpec: 'AES_256', EncryptionContext: encryptionContextOf(schoolId) }),
  );
  if (!CiphertextBlob || !Plaintext) throw new Error('KMS returned no data key');
  return { schoolId, wrappedKey: Buffer.from(CiphertextBlob).toString('base64'), wrapping: 'kms', plain: Buffer.from(Plaintext) };
};
