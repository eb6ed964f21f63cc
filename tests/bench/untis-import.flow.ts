import {
  timetableImportJobSchema,
  timetableImportUploadsSchema,
  type TimetableImportJob,
} from '../../shared/schemas/timetable-import.schema.js';
import { uploadFormData } from '../../shared/schemas/upload.schema.js';
import { addDays } from '../../shared/week.js';
import { callBenchRoute as call, type BenchFlow } from './bench-flow.js';

/**
 * The Untis import of exams (GPU017) and break supervisions (GPU009) of the large school
 * (scripts/seed/large-school.ts: 48 classes, tutors L001 … L100, six periods a day), through the API
 * as its admin: upload, inspection, start, then polling until the job is done.
 */
const CLASSES = [5, 6, 7, 8, 9, 10, 11, 12].flatMap((grade) => ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => `${grade}${letter}`));
const SUBJECTS = ['Deutsch', 'Mathematik'] as const;
/** Exams per class and school year (every other week, from September to May). */
const EXAMS_PER_CLASS = 20;
const PLACES = [
  'Hof Nord',
  'Hof Süd',
  'Pausenhalle',
  'Gang A',
  'Gang B',
  'Gang C',
  'Mensa',
  'Bibliothek',
  'Aula',
  'Sporthalle',
  'Eingang',
  'Parkplatz',
];
/** The breaks before these periods, every weekday. */
const BREAKS_BEFORE = [1, 3, 5];
/** The one day the GPU001 lessons are valid (GPU002): they only carry the lesson numbers the exams name. */
const LESSON_DAY = '20270602';

const tutor = (index: number) => `L${String((index % 100) + 1).padStart(3, '0')}`;
const lessonNumber = (classIndex: number, subjectIndex: number) => 1000 + classIndex * 10 + subjectIndex;
const compact = (day: string) => day.replaceAll('-', '');
const lines = (rows: string[]) => new TextEncoder().encode(`${rows.join('\r\n')}\r\n`);

/** One lesson of German and one of maths per class (lesson number, class, teacher, subject, room, Wednesday, period). */
const gpu001 = () =>
  lines(
    CLASSES.flatMap((name, classIndex) =>
      SUBJECTS.map(
        (subject, subjectIndex) =>
          `${lessonNumber(classIndex, subjectIndex)},"${name}","${tutor(classIndex * 2 + subjectIndex)}","${subject}","Raum ${classIndex + 1}",3,${subjectIndex + 1},,`,
      ),
    ),
  );
/** The same lessons with their validity of one day, so the import writes a few lesson dates only. */
const gpu002 = () =>
  lines(
    CLASSES.flatMap((name, classIndex) =>
      SUBJECTS.map((subject, subjectIndex) => {
        const fields = Array.from({ length: 46 }, () => '');
        Object.assign(fields, {
          0: String(lessonNumber(classIndex, subjectIndex)),
          1: '1',
          2: '1',
          3: '1',
          4: `"${name}"`,
          5: `"${tutor(classIndex * 2 + subjectIndex)}"`,
          6: `"${subject}"`,
          7: `"Raum ${classIndex + 1}"`,
          14: `"${LESSON_DAY}"`,
          15: `"${LESSON_DAY}"`,
        });
        return fields.join(',');
      }),
    ),
  );
/** 20 exams per class, every other week on a weekday that depends on the class, two periods each, alternately German and maths. */
const gpu017 = () =>
  lines(
    CLASSES.flatMap((name, classIndex) =>
      Array.from({ length: EXAMS_PER_CLASS }, (_, index) => {
        const subjectIndex = index % 2;
        const day = compact(addDays('2026-09-07', index * 14 + (classIndex % 5)));
        const from = 2 + (index % 3);
        const supervisor = tutor(classIndex * 2 + subjectIndex);
        return `"KA${index + 1}-${name}",${classIndex * 100 + index + 1},"Klassenarbeit ${index + 1}",${day},${from},${from + 1},"${SUBJECTS[subjectIndex]}",${lessonNumber(classIndex, subjectIndex)},,"${supervisor}","Raum ${classIndex + 1}",`;
      }),
    ),
  );
/** 12 places in the breaks before the 1st, 3rd and 5th period on every weekday, 15 or 20 minutes. */
const gpu009 = () =>
  lines(
    PLACES.flatMap((place, placeIndex) =>
      [1, 2, 3, 4, 5].flatMap((weekday) =>
        BREAKS_BEFORE.map(
          (period) => `"${place}","${tutor(placeIndex * 7 + weekday * 3 + period)}",${weekday},${period},${period === 1 ? 15 : 20},`,
        ),
      ),
    ),
  );
const EMPTY = lines([]);

interface UntisFile {
  name: string;
  bytes: Uint8Array;
}

/** Upload, inspection, start and polling, as the admin page does them; the seconds from the first upload to 'done'. */
const importOnce = async (apiUrl: string, token: string, files: UntisFile[]) => {
  const started = Date.now();
  const { jobId, uploads } = timetableImportUploadsSchema.parse(
    await call(apiUrl, token, 'createTimetableImport', {}, { files: files.map((file) => ({ name: file.name, size: file.bytes.length })) }),
  );
  for (const [index, upload] of uploads.entries()) {
    const file = files[index];
    if (!file) throw new Error(`no file for upload ${index + 1}`);
    const response = await fetch(upload.upload.url, {
      method: 'POST',
      body: uploadFormData(upload.upload, new Blob([new Uint8Array(file.bytes)])),
    });
    if (!response.ok) throw new Error(`upload of ${file.name} answered ${response.status}`);
  }
  await call(apiUrl, token, 'inspectTimetableImport', { jobId });
  await call(apiUrl, token, 'startTimetableImport', { jobId });
  for (;;) {
    const job: TimetableImportJob = timetableImportJobSchema.parse(await call(apiUrl, token, 'getTimetableImport', { jobId }));
    if (job.status === 'failed') throw new Error(`Untis import failed: ${job.error ?? 'no error code'}`);
    if (job.status === 'done') return { job, seconds: Number(((Date.now() - started) / 1000).toFixed(1)) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * GPU017 with 960 exams (48 classes × 20) and GPU009 with 180 weekly break supervisions (12 places,
 * 5 weekdays, 3 breaks) of the large school, beside a GPU001/GPU002 that only gives the exams'
 * lesson numbers their classes. First the lessons with empty GPU017 and GPU009 files (every exam and
 * supervision an earlier run left deleted: timed as the removal), then the exams and supervisions
 * (created), then the same files again (unchanged: nothing written). The exams and supervisions stay,
 * so the endpoint rows after the flows read a large school that has them (Vertretungsplan, Termine).
 */
export const untisExamsImportFlow: BenchFlow = {
  name: 'Untis import: GPU017 exams and GPU009 supervisions of the large school',
  run: async ({ apiUrl, ids, signIn }) => {
    const { ensureLargeSchoolAdmin, isLargeSchoolSeeded, LARGE_SCHOOL_ADMIN, seedLargeSchool } =
      await import('../../scripts/seed/large-school.js');
    if (!(await isLargeSchoolSeeded())) await seedLargeSchool(ids.userPoolId);
    await ensureLargeSchoolAdmin(ids.userPoolId);
    const token = await signIn(LARGE_SCHOOL_ADMIN);
    const lessons: UntisFile[] = [
      { name: 'GPU001.TXT', bytes: gpu001() },
      { name: 'GPU002.TXT', bytes: gpu002() },
    ];
    const exams = gpu017();
    const supervisions = gpu009();
    const withPlan = (gpu017Bytes: Uint8Array, gpu009Bytes: Uint8Array) => [
      ...lessons,
      { name: 'GPU017.TXT', bytes: gpu017Bytes },
      { name: 'GPU009.TXT', bytes: gpu009Bytes },
    ];
    const removed = await importOnce(apiUrl, token, withPlan(EMPTY, EMPTY));
    const first = await importOnce(apiUrl, token, withPlan(exams, supervisions));
    const again = await importOnce(apiUrl, token, withPlan(exams, supervisions));
    const count = (job: TimetableImportJob, area: 'exams' | 'supervisions', field: 'created' | 'unchanged' | 'deleted') =>
      job.counts?.[area]?.[field] ?? 0;
    return {
      gpu017_rows: CLASSES.length * EXAMS_PER_CLASS,
      gpu009_rows: PLACES.length * 5 * BREAKS_BEFORE.length,
      seconds_upload_to_done: first.seconds,
      exam_dates_created: count(first.job, 'exams', 'created'),
      supervision_dates_created: count(first.job, 'supervisions', 'created'),
      warnings: first.job.warningCount,
      second_run_seconds: again.seconds,
      second_run_unchanged: count(again.job, 'exams', 'unchanged') + count(again.job, 'supervisions', 'unchanged'),
      removal_seconds: removed.seconds,
      removal_deleted: count(removed.job, 'exams', 'deleted') + count(removed.job, 'supervisions', 'deleted'),
    };
  },
};
