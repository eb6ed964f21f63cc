import type { ImportWarning } from '../../shared/schemas/timetable-import-warning.schema.js';
import { MAX_IMPORT_FILE_BYTES, type UntisFileKind } from '../../shared/schemas/timetable-import.schema.js';
import { AppError } from '../_lib/app-error.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { readFile } from '../_lib/files.js';
import { metricNames } from '../_lib/metric-names.js';
import { countMetric, logger } from '../_lib/observability.js';
import { preparedSchoolYearIds, storeImportedHolidays } from '../schools/school-year-holidays.service.js';
import { getActiveSchoolYear, getSchool } from '../schools/school.service.js';
import { syncImportedLessonDates } from '../timetable/imported-lesson-dates.service.js';
import { syncImportedMasterData } from '../timetable/imported-master-data.service.js';
import { listTimeBlocks } from '../timetable/time-blocks.service.js';
import { listTutorShorts } from '../users/user.service.js';
import type { GpuParseResult } from './gpu-record.parser.js';
import { parseGpu001 } from './gpu001.parser.js';
import { parseGpu002 } from './gpu002.parser.js';
import { parseGpu003 } from './gpu003.parser.js';
import { parseGpu004 } from './gpu004.parser.js';
import { parseGpu005 } from './gpu005.parser.js';
import { parseGpu006 } from './gpu006.parser.js';
import { parseGpu009 } from './gpu009.parser.js';
import { parseGpu014 } from './gpu014.parser.js';
import { parseGpu017 } from './gpu017.parser.js';
import { parseGpu018 } from './gpu018.parser.js';
import { importJobEntity } from './import-job.entity.js';
import { importLockEntity } from './import-lock.entity.js';
import { planLessonDates } from './lesson-plan.model.js';
import { masterDataOf, matchTutors, subjectOfCourse } from './master-data.model.js';
import { buildTimeGrid, parseTimeGrid, timeGridFromRows, type TimeGrid } from './time-grid.parser.js';
import type { ImportProblem, TimetableImportInput } from './timetable-import-types.model.js';
import { buildTimetableImport } from './timetable-import.model.js';
import type { ImportJobItem } from './timetable-import.service.js';

/** The source attribute of everything this import writes. */
export const UNTIS_SOURCE = 'untis';
/** The job item keeps this many warnings; the rest are counted. */
const MAX_STORED_WARNINGS = 200;
const NO_CHANGE = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
/** Progress is written at most this often. */
const PROGRESS_INTERVAL_MS = 1000;

type Files = Partial<Record<UntisFileKind, { name: string; bytes: Uint8Array }>>;

const readFiles = async (job: ImportJobItem): Promise<Files> => {
  const files: Files = {};
  for (const file of job.files) {
    const bytes = await readFile(file.key, MAX_IMPORT_FILE_BYTES);
    if (!bytes || file.kind === undefined) throw new AppError('import-files-invalid', { [file.name]: 'missing' });
    files[file.kind as UntisFileKind] = { name: file.name, bytes };
  }
  return files;
};

/** Parses each file; every problem becomes a warning with the uploaded file's name and line. */
const parseFiles = (files: Files, warnings: ImportWarning[]) => {
  const parse = <T>(kind: UntisFileKind, parser: (bytes: Uint8Array) => GpuParseResult<T>): T[] | undefined => {
    const file = files[kind];
    if (!file) return undefined;
    const { rows, problems } = parser(file.bytes);
    warnings.push(...problems.map((problem) => ({ file: file.name, ...problem })));
    return rows;
  };
  return {
    timetable: parse('GPU001', parseGpu001) ?? [],
    lessons: parse('GPU002', parseGpu002),
    classes: parse('GPU003', parseGpu003),
    teachers: parse('GPU004', parseGpu004),
    rooms: parse('GPU005', parseGpu005),
    subjects: parse('GPU006', parseGpu006),
    substitutions: parse('GPU014', parseGpu014),
    supervisions: parse('GPU009', parseGpu009),
    exams: parse('GPU017', parseGpu017),
    holidays: parse('GPU018', parseGpu018),
    timeRows: parse('time', parseTimeGrid),
  };
};

/** Without time.txt the school's own blocks are the grid: the n-th lesson block is period n, Monday to Friday. */
const gridOf = async (timeRows: ReturnType<typeof parseFiles>['timeRows'], schoolId: string, schoolYearId: string): Promise<TimeGrid> => {
  if (timeRows) return timeGridFromRows(timeRows);
  const blocks = (await listTimeBlocks(schoolId, schoolYearId)).filter((block) => block.type === 'lesson');
  return buildTimeGrid(blocks.map((block, index) => ({ period: index + 1, start: block.starttime, end: block.endtime })));
};

const finish = async (schoolId: string, jobId: string, fields: Partial<ImportJobItem>) => {
  await importJobEntity.patch({ schoolId, jobId }).set(fields).go();
  await importLockEntity
    .delete({ schoolId })
    .where((attr, op) => op.eq(attr.jobId, jobId))
    .go()
    .catch((error: unknown) => {
      // Only a lock that is no longer this job's (taken over after it went stale) stays.
      if (!isConditionFailure(error)) throw error;
    });
};

/**
 * The import job: reads the uploaded files, builds the import model, writes master data and lesson
 * dates, exams (GPU017) and break supervisions (GPU009) into the school's active school year
 * (source 'untis', in place; counted per area), stores GPU018's holidays in
 * that year (which meeting and course repeats skip), and leaves counts and warnings on the job item.
 * A redelivered event for a job that is no longer queued does nothing. With the school setting
 * 'untisHolidays' off, GPU018 is ignored (no holidays stored, no day left out).
 */
export const runTimetableImport = async ({ schoolId, jobId }: { schoolId: string; jobId: string }) => {
  const claimed = await importJobEntity
    .patch({ schoolId, jobId })
    .set({ status: 'running', progress: 0 })
    .where((attr, op) => op.eq(attr.status, 'queued'))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return undefined;
      throw error;
    });
  const job = claimed?.data;
  if (!job) return;

  const warnings: ImportWarning[] = [];
  let lastProgress = 0;
  const progress = async (percent: number) => {
    if (Date.now() - lastProgress < PROGRESS_INTERVAL_MS && percent < 100) return;
    lastProgress = Date.now();
    await importJobEntity
      .patch({ schoolId, jobId })
      .set({ progress: Math.round(percent) })
      .go();
  };
  try {
    const school = await getSchool(schoolId);
    const year = await getActiveSchoolYear(school);
    const files = await readFiles(job);
    // The school setting 'untisHolidays' off: GPU018 is left out, as if it had not been uploaded.
    const { timeRows, holidays, ...rest } = parseFiles(files, warnings);
    const parsed = { ...rest, ...(school.untisHolidays && { holidays }) };
    const timeGrid = await gridOf(timeRows, schoolId, year.id);
    const model = buildTimetableImport({ ...parsed, timeGrid } satisfies TimetableImportInput);
    const fileName = (kind: string) => files[kind as UntisFileKind]?.name ?? kind;
    const modelWarnings = (problems: ImportProblem[]) =>
      warnings.push(...problems.map((problem) => ({ ...problem, file: fileName(problem.file) })));
    modelWarnings(model.problems);
    const { tutors, problems: tutorProblems } = matchTutors(model, await listTutorShorts(schoolId));
    modelWarnings(tutorProblems);
    await progress(10);

    const { ids, counts } = await syncImportedMasterData(schoolId, year.id, UNTIS_SOURCE, masterDataOf(model, timeGrid, tutors));
    const plan = planLessonDates(model, { range: { start: year.start, end: year.end }, ids, tutors, courses: subjectOfCourse(model) });
    modelWarnings(plan.problems);
    countMetric(metricNames.importRows, plan.lessons.length);
    await progress(20);
    const { byKind, ...lessonDates } = await syncImportedLessonDates(schoolId, year.id, {
      source: UNTIS_SOURCE,
      range: { start: year.start, end: year.end },
      lessons: plan.lessons,
      // An import without GPU017 keeps the exams, one without GPU009 the break supervisions, it wrote before.
      kinds: [
        'lessonDate',
        ...(parsed.exams ? (['examDate'] as const) : []),
        ...(parsed.supervisions ? (['supervisionDate'] as const) : []),
      ],
      onProgress: (share) => progress(20 + 80 * share),
    });
    if (parsed.holidays) {
      // The active year and a prepared next one each keep the imported holidays within their dates.
      const holidays = model.holidays.map(({ name, from, to }) => ({ name, from, to }));
      for (const schoolYearId of [year.id, ...(await preparedSchoolYearIds(schoolId))]) {
        await storeImportedHolidays(schoolId, schoolYearId, UNTIS_SOURCE, holidays);
      }
    }
    await finish(schoolId, jobId, {
      status: 'done',
      progress: 100,
      counts: {
        ...counts,
        lessonDates: byKind.lessonDate ?? NO_CHANGE,
        ...((parsed.exams ?? byKind.examDate) && { exams: byKind.examDate ?? NO_CHANGE }),
        ...(parsed.supervisions && { supervisions: byKind.supervisionDate ?? NO_CHANGE }),
      },
      changes: plan.changes,
      ...(parsed.holidays && { holidayDays: plan.holidayDays }),
      warnings: warnings.slice(0, MAX_STORED_WARNINGS),
      warningCount: warnings.length,
    });
    logger.info('timetable import done', { schoolId, jobId, lessonDates, warnings: warnings.length });
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'internal';
    logger.error('timetable import failed', { schoolId, jobId, code, error: (error as Error).name });
    await finish(schoolId, jobId, {
      status: 'failed',
      error: code,
      warnings: warnings.slice(0, MAX_STORED_WARNINGS),
      warningCount: warnings.length,
    });
  }
};
