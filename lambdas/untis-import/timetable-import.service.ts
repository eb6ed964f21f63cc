import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type * as z from 'zod';
import { publishEvent } from '../../events/publish.js';
import {
  MAX_IMPORT_FILE_BYTES,
  type createTimetableImportBodySchema,
  type DetectedFile,
  type TimetableImportJob,
  type TimetableImportUploads,
} from '../../shared/schemas/timetable-import.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure, transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { FileTooLargeError, presignUpload, readFile, uploadKey } from '../_lib/files.js';
import { getActiveSchoolYear, getSchool } from '../schools/school.service.js';
import { listTimeBlocks } from '../timetable/time-blocks.service.js';
import { importJobEntity } from './import-job.entity.js';
import { importLockEntity } from './import-lock.entity.js';
import { detectUntisFile } from './untis-file.parser.js';

const importStart = entityService({ importLockEntity, importJobEntity });

export type ImportJobItem = EntityItem<typeof importJobEntity>;

/** Jobs are kept 90 days for the admin to look back at; a lock older than a Lambda's 15 minutes is stale. */
const JOB_RETENTION_SECONDS = 90 * 24 * 3600;
export const LOCK_STALE_MS = 15 * 60 * 1000;

const UPLOAD_URL_SECONDS = 15 * 60;

/** Uploads live under the school and the job: a key is never built from client input. */
const uploadName = (jobId: string, index: number) => `${jobId}/${index}`;

export const toJobView = (item: ImportJobItem): TimetableImportJob => ({
  jobId: item.jobId,
  status: item.status,
  createdAt: item.createdAt,
  files: item.files.flatMap(({ name, kind, encoding, separator, rows, bytes }) =>
    encoding === undefined ? [] : [{ name, kind, encoding, separator, rows: rows ?? 0, bytes: bytes ?? 0 } as DetectedFile],
  ),
  progress: item.progress ?? 0,
  counts: item.counts as TimetableImportJob['counts'],
  changes: item.changes,
  holidayDays: item.holidayDays,
  warnings: (item.warnings ?? []) as TimetableImportJob['warnings'],
  warningCount: item.warningCount ?? 0,
  error: item.error,
});

const getJob = async (schoolId: string, jobId: string) => {
  const { data } = await importJobEntity.get({ schoolId, jobId }).go();
  if (!data) throw new AppError('not-found');
  return data;
};

/** Step 1: a job for the chosen files and a presigned PUT per file. */
export const createTimetableImport = async (
  caller: Caller,
  body: z.infer<typeof createTimetableImportBodySchema>,
): Promise<TimetableImportUploads> => {
  const jobId = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const files = body.files.map((file, index) => ({
    name: file.name,
    key: uploadKey('timetableImport', caller.schoolId, uploadName(jobId, index)),
  }));
  await importJobEntity
    .create({
      schoolId: caller.schoolId,
      jobId,
      createdBy: caller.uid,
      createdAt: new Date().toISOString(),
      status: 'uploading',
      files,
      expiresAt: Math.floor(Date.now() / 1000) + JOB_RETENTION_SECONDS,
    })
    .go();
  return {
    jobId,
    uploads: await Promise.all(
      files.map(async (file, index) => ({
        name: file.name,
        upload: await presignUpload('timetableImport', caller.schoolId, uploadName(jobId, index), UPLOAD_URL_SECONDS),
      })),
    ),
  };
};

/** Step 2: what each uploaded file is (name or content), its encoding, separator and rows. */
export const inspectTimetableImport = async (caller: Caller, jobId: string): Promise<TimetableImportJob> => {
  const job = await getJob(caller.schoolId, jobId);
  if (job.status !== 'uploading' && job.status !== 'inspected') throw new AppError('conflict');
  const missing: Record<string, string> = {};
  const files = await Promise.all(
    job.files.map(async (file) => {
      const bytes = await readFile(file.key, MAX_IMPORT_FILE_BYTES).catch((error: unknown) => {
        if (error instanceof FileTooLargeError) return 'too-large' as const;
        throw error;
      });
      if (bytes === null || bytes === 'too-large') missing[file.name] = bytes ?? 'missing';
      return bytes instanceof Uint8Array ? { ...file, ...detectUntisFile(file.name, bytes) } : file;
    }),
  );
  if (Object.keys(missing).length > 0) throw new AppError('import-files-invalid', missing);
  const { data } = await importJobEntity
    .patch({ schoolId: caller.schoolId, jobId })
    .set({ files, status: 'inspected' })
    .where((attr, op) => op.eq(attr.status, job.status))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new AppError('conflict') : error;
    });
  return toJobView(data);
};

/** What the files lack for an import: the timetable once, no kind twice, no unknown file, a time grid. */
const fileProblems = async (job: ImportJobItem, schoolId: string, schoolYearId: string): Promise<Record<string, string>> => {
  const problems: Record<string, string> = {};
  const kinds = job.files.map((file) => file.kind);
  job.files.forEach((file, index) => {
    if (file.kind === undefined) problems[file.name] = 'unknown-kind';
    else if (kinds.indexOf(file.kind) !== index) problems[file.name] = 'duplicate-kind';
  });
  if (!kinds.includes('GPU001')) problems.GPU001 = 'missing';
  if (!kinds.includes('time') && (await listTimeBlocks(schoolId, schoolYearId)).length === 0) problems.time = 'missing';
  return problems;
};

/**
 * Step 3: queues the job and announces it on the bus. Takes the school's import lock and moves the
 * job from 'inspected' to 'queued' in one transaction: two starts never both run.
 */
export const startTimetableImport = async (caller: Caller, jobId: string): Promise<TimetableImportJob> => {
  const school = await getSchool(caller.schoolId);
  const year = await getActiveSchoolYear(school);
  const job = await getJob(caller.schoolId, jobId);
  if (job.status !== 'inspected') throw new AppError('conflict');
  const problems = await fileProblems(job, caller.schoolId, year.id);
  if (Object.keys(problems).length > 0) throw new AppError('import-files-invalid', problems);
  const now = Date.now();
  const result = await importStart.transaction
    .write(({ importLockEntity, importJobEntity }) => [
      importLockEntity
        .put({ schoolId: caller.schoolId, jobId, lockedAt: now })
        .where((attr, op) => `${op.notExists(attr.jobId)} OR ${op.lt(attr.lockedAt, now - LOCK_STALE_MS)}`)
        .commit(),
      importJobEntity
        .patch({ schoolId: caller.schoolId, jobId })
        .set({ status: 'queued', progress: 0 })
        .where((attr, op) => op.eq(attr.status, 'inspected'))
        .commit(),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('import-running');
  await publishEvent('timetable.importRequested', { schoolId: caller.schoolId, jobId });
  return toJobView({ ...job, status: 'queued', progress: 0 });
};

export const getTimetableImport = async (caller: Caller, jobId: string): Promise<TimetableImportJob> =>
  toJobView(await getJob(caller.schoolId, jobId));
