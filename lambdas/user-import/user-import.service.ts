import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { publishEvent } from '../../events/publish.js';
import type { UserImportCheck, UserImportStatus } from '../../shared/schemas/user-import.schema.js';
import type { ImportProblem, ImportRow } from '../../shared/user-import/import-format.js';
import { importMessages, MAX_IMPORT_BYTES } from '../../shared/user-import/import-format.js';
import { findDuplicates, findExisting, type ExistingMatch, type ImportDuplicate } from '../../shared/user-import/import-matching.js';
import { decodeImportFile, parseImportCsv } from '../../shared/user-import/import-rows.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { env } from '../_lib/env.js';
import { FileTooLargeError, presignUpload, readFile, uploadKey } from '../_lib/files.js';
import { auditWrite, auditEntryEntity } from '../audit/audit-log.service.js';
import { schoolDataKey } from '../schools/school-data-key.service.js';
import { getActiveSchoolYear, getSchool } from '../schools/school.service.js';
import { listSchoolPeople, type SchoolPerson } from '../users/imported-user.service.js';
import { userImportEntity } from './user-import.entity.js';

const importWrites = entityService({ userImportEntity, auditEntryEntity });

export type UserImport = EntityItem<typeof userImportEntity>;

const UPLOAD_URL_SECONDS = 300;
const KEEP_IMPORT_DAYS = 30;

/** The CSV's key: always under the caller's school, never from client input. */
const fileNameOf = (importId: string) => `${importId}.csv`;

export const roleOf = (item: Pick<UserImport, 'group'>) => (item.group === 'students' ? 'student' : 'tutor');

/**
 * The spec's import preconditions: a school on the user, an active school year and, while the
 * school encrypts its people's data, the school's key ('encryption-key-missing'); admin: route access.
 */
const activeSchoolYearOf = async (schoolId: string) => {
  const school = await getSchool(schoolId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'school-not-found' ? new AppError('import-school-not-found') : error;
  });
  const year = await getActiveSchoolYear(school).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'no-active-school-year' ? new AppError('import-no-active-school-year') : error;
  });
  if (school.encryptData) await schoolDataKey(schoolId);
  return year.id;
};

/** A new import waiting for its file, and the presigned URL the browser PUTs the CSV to. */
export const createUserImport = async (caller: Caller, input: Pick<UserImport, 'group' | 'encoding'>) => {
  const schoolYearId = await activeSchoolYearOf(caller.schoolId);
  const importId = randomUUID();
  const fileKey = uploadKey('userImport', caller.schoolId, fileNameOf(importId));
  await userImportEntity
    .create({
      schoolId: caller.schoolId,
      importId,
      schoolYearId,
      ...input,
      fileKey,
      createdBy: caller.uid,
      status: 'created',
      createdAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + KEEP_IMPORT_DAYS * 86_400,
    })
    .go();
  return { importId, upload: await presignUpload('userImport', caller.schoolId, fileNameOf(importId), UPLOAD_URL_SECONDS) };
};

export const getImport = async (schoolId: string, importId: string): Promise<UserImport> => {
  const { data } = await userImportEntity.get({ schoolId, importId }).go();
  if (!data) throw new AppError('not-found');
  return data;
};

export type ImportAnalysis =
  | { ok: false; problem: ImportProblem }
  | { ok: true; rows: ImportRow[]; existingPeople: SchoolPerson[]; duplicates: ImportDuplicate[]; existing: ExistingMatch[] };

/** Reads the uploaded CSV again on the server and compares it with the school's users (never trusts the browser's check). */
export const analyseImport = async (item: UserImport): Promise<ImportAnalysis> => {
  let bytes: Uint8Array | null;
  try {
    bytes = await readFile(item.fileKey, MAX_IMPORT_BYTES);
  } catch (error) {
    if (error instanceof FileTooLargeError) return { ok: false, problem: { message: importMessages.tooManyRows, report: [] } };
    throw error;
  }
  if (!bytes) throw new AppError('import-not-uploaded');
  const parsed = parseImportCsv(decodeImportFile(bytes, item.encoding), item.group);
  if (!parsed.ok) return parsed;
  const existingPeople = await listSchoolPeople(item.schoolId, roleOf(item));
  return {
    ok: true,
    rows: parsed.rows,
    existingPeople,
    duplicates: findDuplicates(parsed.rows),
    existing: findExisting(parsed.rows, existingPeople),
  };
};

/** Steps 2 and 3 of the wizard: the server's verdict on the uploaded file (reads only). */
export const checkUserImport = async (caller: Caller, importId: string): Promise<UserImportCheck> => {
  const analysis = await analyseImport(await getImport(caller.schoolId, importId));
  if (!analysis.ok) return analysis;
  return { ok: true, total: analysis.rows.length, duplicates: analysis.duplicates, existing: analysis.existing };
};

export const toImportStatus = (item: UserImport): UserImportStatus => ({
  importId: item.importId,
  group: item.group,
  status: item.status,
  total: item.total ?? 0,
  created: item.created ?? 0,
  skipped: item.skipped ?? 0,
  ...(item.problem && { problem: { message: item.problem.message, report: item.problem.report ?? [] } }),
  ...(env.exposeRequestCounts && item.ddbWrites !== undefined && { ddbWrites: item.ddbWrites }),
});

export const getUserImport = async (caller: Caller, importId: string) => toImportStatus(await getImport(caller.schoolId, importId));

/**
 * Step 4: queues the import once (a second or concurrent start is a conflict) and hands it to the
 * job. The audit entry is written in the same transaction as the queueing.
 */
export const startUserImport = async (caller: Caller, importId: string, answers: { keepDuplicates: boolean; confirmExisting: boolean }) => {
  const item = await getImport(caller.schoolId, importId);
  if (item.status !== 'created') throw new AppError('conflict');
  const result = await importWrites.transaction
    .write((entities) => [
      entities.userImportEntity
        .patch({ schoolId: caller.schoolId, importId })
        .set({ status: 'queued', ...answers })
        .where(({ status }, { eq }) => eq(status, 'created'))
        .commit(),
      auditWrite(entities, caller, { action: 'users-imported', detail: item.group }),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('conflict');
  await publishEvent('userImport.requested', { schoolId: caller.schoolId, importId });
  return toImportStatus({ ...item, status: 'queued', ...answers });
};
