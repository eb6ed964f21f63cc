import type { EventDetail } from '../../events/event-catalog.js';
import { defined } from '../../shared/defined.js';
import { importMessages, type ImportProblem, type ImportRow } from '../../shared/user-import/import-format.js';
import { rowsToCreate, studentsMovingUp } from '../../shared/user-import/import-matching.js';
import { AppError } from '../_lib/app-error.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { deleteFile } from '../_lib/files.js';
import { jobHandler } from '../_lib/job-handler.js';
import { metricNames } from '../_lib/metric-names.js';
import { countMetric, logger } from '../_lib/observability.js';
import { currentRequestMetrics } from '../_lib/request-metrics.js';
import { ensureClassGroups, putGroupMembers } from '../timetable/class-groups.service.js';
import { studentUidsInClassesOf } from '../timetable/year-groups.service.js';
import { setClassesOfStudents } from '../users/imported-user.service.js';
import { userFieldSealer } from '../users/user-fields.service.js';
import { importedPerson, importedUid } from './imported-people.model.js';
import { writePeople, type PersonToWrite } from './people-write.service.js';
import { userImportEntity } from './user-import.entity.js';
import { analyseImport, type UserImport } from './user-import.service.js';

/**
 * Takes the queued (or retryably failed) import for this run; null when another delivery of the
 * event already took it.
 */
const claim = async (key: { schoolId: string; importId: string }) => {
  try {
    const { data } = await userImportEntity
      .patch(key)
      .set({ status: 'running', retryable: false })
      .remove(['problem'])
      .where(({ status, retryable }, { eq }) => `(${eq(status, 'queued')} OR (${eq(status, 'failed')} AND ${eq(retryable, true)}))`)
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
};

const finish = async (item: UserImport, status: 'done' | 'failed', problem?: ImportProblem) => {
  await userImportEntity
    .patch({ schoolId: item.schoolId, importId: item.importId })
    .set({ status, ...(problem && { problem }), ddbWrites: (currentRequestMetrics()?.ddbWrites ?? 0) + 1 })
    .go();
  // The CSV holds personal data: it goes once the import has finished.
  await deleteFile(item.fileKey);
};

/**
 * Students of the year before named in a student import of the new year: their record stays and
 * shows the new class; they become members of it (the previous year's membership stays).
 */
const moveUp = async (item: UserImport, movers: { uid: string; groupDisplayName: string; groupId: string }[]) => {
  await putGroupMembers(
    movers.map(({ uid, groupId }) => ({ schoolId: item.schoolId, schoolYearId: item.schoolYearId, groupId, studentUid: uid })),
  );
  await setClassesOfStudents(item.schoolId, movers);
};

/** Validates the file again, then creates the people not existing yet, with codes and class memberships. */
const importPeople = async (item: UserImport) => {
  const key = { schoolId: item.schoolId, importId: item.importId };
  const analysis = await analyseImport(item).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'import-not-uploaded')
      return { ok: false as const, problem: { message: importMessages.noData, report: [] } };
    throw error;
  });
  if (!analysis.ok) return finish(item, 'failed', analysis.problem);
  const unconfirmed = (analysis.duplicates.length > 0 && !item.keepDuplicates) || (analysis.existing.length > 0 && !item.confirmExisting);
  if (unconfirmed) return finish(item, 'failed', { message: importMessages.confirmMissing, report: [] });
  const seal = await userFieldSealer(item.schoolId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'encryption-key-missing') return null;
    throw error;
  });
  if (!seal) return finish(item, 'failed', { message: importMessages.noEncryptionKey, report: [] });

  const movers =
    item.group === 'students'
      ? studentsMovingUp(analysis.rows, analysis.existingPeople, await studentUidsInClassesOf(item.schoolId, item.schoolYearId))
      : [];
  const moving = new Set(movers.map(({ row }) => row));
  const toCreate = rowsToCreate(
    item.group,
    analysis.rows.filter((row) => !moving.has(row)),
    analysis.existingPeople,
  );
  countMetric(metricNames.importRows, analysis.rows.length);
  await userImportEntity
    .patch(key)
    .set({ total: analysis.rows.length, created: 0, skipped: analysis.rows.length - toCreate.length })
    .go();
  const classOf = (row: ImportRow) => defined(row.groupDisplayName, 'class of an imported student');
  const groupIds =
    item.group === 'students'
      ? await ensureClassGroups(
          item.schoolId,
          item.schoolYearId,
          [...toCreate, ...movers].map(({ row }) => classOf(row)),
        )
      : new Map<string, string>();
  await moveUp(
    item,
    movers.map(({ row, uid }) => ({ uid, groupDisplayName: classOf(row), groupId: defined(groupIds.get(classOf(row)), 'class group') })),
  );
  const people: PersonToWrite[] = toCreate.map(({ row, key: personKey, occurrence }) => {
    const person = importedPerson(item.schoolId, item.group, row, importedUid(item.schoolId, item.group, personKey, occurrence));
    const groupId = row.groupDisplayName && groupIds.get(row.groupDisplayName);
    return { person, ...(groupId && { membership: { schoolYearId: item.schoolYearId, groupId } }) };
  });
  await writePeople(people, seal, ({ created, skipped }) =>
    userImportEntity
      .patch(key)
      .add({ created, skipped })
      .go()
      .then(() => undefined),
  );
  await finish(item, 'done');
};

/**
 * The import job: runs once per queued import. An unexpected failure marks the import failed
 * ('Unbekannter Fehler') but retryable and fails the invocation, so EventBridge retries it; the
 * retry skips everyone already written (deterministic uids, conditional writes).
 */
export const runUserImport = async ({ schoolId, importId }: EventDetail<'userImport.requested'>) => {
  const item = await claim({ schoolId, importId });
  if (!item) return;
  try {
    await importPeople(item);
  } catch (error) {
    logger.error('user import failed', { schoolId, importId, errorName: error instanceof Error ? error.name : 'unknown' });
    await userImportEntity
      .patch({ schoolId, importId })
      .set({ status: 'failed', retryable: true, problem: { message: importMessages.unknownError, report: [] } })
      .go();
    throw error;
  }
};

export const handler = jobHandler('userImport.requested', runUserImport);
