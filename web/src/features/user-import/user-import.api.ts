import { uploadFormData } from '@shared/schemas/upload.schema.js';
import type { UserImportStatus } from '@shared/schemas/user-import.schema.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';
import type { ImportFileFormValues } from './import-file-form.schema.js';

const POLL_MS = 1000;

export const isFinished = (status: UserImportStatus | undefined) => status?.status === 'done' || status?.status === 'failed';

/** Creates the import, uploads the file with its presigned POST and lets the server check it again. */
export const uploadAndCheck = async (values: ImportFileFormValues) => {
  const { importId, upload } = await callApi('createUserImport', { body: { group: values.group, encoding: values.encoding } });
  const [file] = values.file;
  const stored = file ? await fetch(upload.url, { method: 'POST', body: uploadFormData(upload, file) }).catch(() => null) : null;
  if (!stored?.ok) throw new ApiError(0, 'network-error');
  return { importId, check: await callApi('checkUserImport', { params: { importId } }) };
};

export const startUserImport = (importId: string, options: { keepDuplicates: boolean; confirmExisting: boolean }) =>
  callApi('startUserImport', { params: { importId }, body: options });

/** The job's progress, polled until it is done or failed. */
export const useUserImport = (importId: string) =>
  useApi('getUserImport', { params: { importId } }, { refreshInterval: (latest) => (isFinished(latest) ? 0 : POLL_MS) });
