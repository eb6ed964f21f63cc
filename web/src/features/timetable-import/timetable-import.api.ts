import type { TimetableImportJob } from '@shared/schemas/timetable-import.schema.js';
import { uploadFormData } from '@shared/schemas/upload.schema.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

const POLL_MS = 1000;

export const isActive = (job: TimetableImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** Creates the import job, uploads every file with its presigned POST and lets the server say what each file is. */
export const uploadAndInspect = async (files: File[]): Promise<TimetableImportJob> => {
  const { jobId, uploads } = await callApi('createTimetableImport', {
    body: { files: files.map((file) => ({ name: file.name, size: file.size })) },
  });
  const answers = await Promise.all(
    uploads.map(async (upload, index) => {
      const file = files[index];
      return file ? fetch(upload.upload.url, { method: 'POST', body: uploadFormData(upload.upload, file) }).catch(() => null) : null;
    }),
  );
  if (answers.some((answer) => !answer?.ok)) throw new ApiError(0, 'network-error');
  return callApi('inspectTimetableImport', { params: { jobId } });
};

export const startTimetableImport = (jobId: string) => callApi('startTimetableImport', { params: { jobId } });

/** A started import job, polled while it is queued or running. */
export const useTimetableImportJob = (started: TimetableImportJob) =>
  useApi(
    'getTimetableImport',
    { params: { jobId: started.jobId } },
    { refreshInterval: (latest) => (isActive(latest ?? started) ? POLL_MS : 0) },
  );
