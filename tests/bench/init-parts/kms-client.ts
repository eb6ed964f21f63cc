/** The baseline with the KMS client, which unwraps a school's data key for its sealed personal fields (decision 0007). */
import { DecryptCommand, KMSClient } from '@aws-sdk/client-kms';

export { handler } from '../baseline-function.js';
export const decrypt = (blob: Uint8Array) => new KMSClient({}).send(new DecryptCommand({ CiphertextBlob: blob }));
