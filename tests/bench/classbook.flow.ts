import { buildPath, routes } from '../../shared/routes/index.js';
import type { StatisticQuery } from '../../shared/schemas/classbook-statistic.schema.js';
import type { StudentRegister } from '../../shared/schemas/classbook.schema.js';
import { addDays, isWeekend } from '../../shared/week.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';
import { percentile } from './timed-call.js';

const LESSONS_PER_DAY = 4;
const SAVES = 40;
const REGISTER_STUDENTS = 30;

/** A student's entry in lesson `index`: mostly present, every 13th absent (every other one excused), every 7th late. */
const entryOf = (index: number, student: number): StudentRegister => {
  const turn = index * 31 + student;
  if (turn % 13 === 0)
    return turn % 2 === 0
      ? { presence: false, presenceReason: 'desease', excused: { value: true, type: 'excuse' } }
      : { presence: false, presenceReason: 'unknown' };
  if (turn % 7 === 0) return { presence: true, late: 5 * (1 + (turn % 3)), lateReason: 'unknown' };
  return { presence: true };
};

/**
 * The large school (seeded when missing) with a whole school year of registers of class 5a (four
 * lessons a school day, about 1,000, each with every one of its 25 students), written straight
 * into the group partition once (later runs find them).
 */
const seedRegisters = async ({ ids }: BenchContext) => {
  const { isLargeSchoolSeeded, seedLargeSchool, LARGE_SCHOOL_ID, largeSchoolYear } = await import('../../scripts/seed/large-school.js');
  if (!(await isLargeSchoolSeeded())) await seedLargeSchool(ids.userPoolId);
  const { getGroupWithStudents } = await import('../../lambdas/timetable/group-members.service.js');
  const { groupRegisterEntity } = await import('../../lambdas/attendance/group-register.entity.js');
  const scope = { schoolId: LARGE_SCHOOL_ID, schoolYearId: largeSchoolYear.schoolYearId };
  const found = await getGroupWithStudents(scope.schoolId, scope.schoolYearId, '5a');
  const studentUids = found?.studentUids ?? [];
  const days: string[] = [];
  for (let day = largeSchoolYear.start; day <= largeSchoolYear.end; day = addDays(day, 1)) if (!isWeekend(day)) days.push(day);
  const items = days.flatMap((day, dayIndex) =>
    Array.from({ length: LESSONS_PER_DAY }, (_, period) => {
      const index = dayIndex * LESSONS_PER_DAY + period;
      return {
        ...scope,
        classbookGroupId: '5a',
        day,
        starttime: `0${String(8 + period)}:00`.slice(-5),
        endtime: `0${String(8 + period)}:45`.slice(-5),
        lessonDateId: `bench-register-5a-${day}-${String(period)}`,
        collection: 'lessonDates' as const,
        displayName: ['Deutsch', 'Mathematik', 'Englisch', 'Biologie'][period] ?? 'Deutsch',
        subject: ['Deutsch', 'Mathematik', 'Englisch', 'Biologie'][period] ?? 'Deutsch',
        groups: ['5a'],
        controllStarted: true,
        ...(period === 0 ? { topic: `Thema ${String(index)}` } : {}),
        students: Object.fromEntries(studentUids.map((uid, student) => [uid, entryOf(index, student)])),
      };
    }),
  );
  const last = items.at(-1);
  if (last && !(await groupRegisterEntity.get(last).go()).data) {
    const { unprocessed } = await groupRegisterEntity.put(items).go({ concurrency: 4 });
    if (unprocessed.length > 0) throw new Error(`${String(unprocessed.length)} registers not written`);
  }
  return { ...scope, year: largeSchoolYear, lessons: items.length, studentUids };
};

const get = async (apiUrl: string, token: string, query: StatisticQuery) => {
  const started = performance.now();
  const response = await fetch(
    `${apiUrl}${buildPath(routes.getClassbookStatistic.path, {})}?${new URLSearchParams({ ...query }).toString()}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    ddbRequests: Number(response.headers.get('x-ddb-requests') ?? Number.NaN),
  };
};

/** Statistics of class 5a over the whole school year as the class teacher changes the filter, each change one request. */
export const classbookStatisticsFlow: BenchFlow = {
  name: 'classbook: statistics (large school, class 5a, whole school year, ~1,000 lessons × 25 students)',
  run: async (context) => {
    const school = await seedRegisters(context);
    const { largeSchoolLogins } = await import('../../scripts/seed/large-school.js');
    const token = await context.signIn(largeSchoolLogins.tutor);
    const base: StatisticQuery = {
      start: school.year.start,
      end: addDays(school.year.start, 364),
      eventGroupId: '5a',
      studentGroupId: '5a',
    };
    const changes: StatisticQuery[] = [
      base,
      { ...base, presenceType: 'onlyFalse' },
      { ...base, presenceType: 'onlyFalse', onlyNotExcused: 'true' },
      { ...base, reasons: 'desease' },
      { ...base, subject: 'Deutsch' },
      { ...base, eventOptions: 'false' },
      { ...base, studentUid: school.studentUids[0] ?? '' },
      { ...base, studentSet: 'late', presenceType: 'onlyTrue' },
    ];
    const answers = [];
    for (let round = 0; round < 5; round++) for (const query of changes) answers.push(await get(context.apiUrl, token, query));
    const failed = answers.filter((answer) => answer.status !== 200).length;
    return {
      lessons: school.lessons,
      students: school.studentUids.length,
      filter_changes: answers.length,
      failed,
      p50_ms: percentile(
        answers.map((answer) => answer.ms),
        0.5,
      ),
      p99_ms: percentile(
        answers.map((answer) => answer.ms),
        0.99,
      ),
      ddb_requests_per_change: Math.max(...answers.map((answer) => answer.ddbRequests)),
    };
  },
};

/** Saving the register of one lesson of 5a and 5b (30 of its students with entries), again and again: p99 and write requests per save. */
export const classbookSaveRegisterFlow: BenchFlow = {
  name: `classbook: save register (one lesson, ${String(REGISTER_STUDENTS)} students)`,
  run: async (context) => {
    const { isLargeSchoolSeeded, seedLargeSchool, LARGE_SCHOOL_ID, largeSchoolYear, largeSchoolLogins } =
      await import('../../scripts/seed/large-school.js');
    if (!(await isLargeSchoolSeeded())) await seedLargeSchool(context.ids.userPoolId);
    const { saveLessonDates } = await import('../../lambdas/timetable/lesson-date-write.service.js');
    const { getGroupWithStudents } = await import('../../lambdas/timetable/group-members.service.js');
    const token = await context.signIn(largeSchoolLogins.tutor);
    const bootstrap = await fetch(`${context.apiUrl}${routes.getBootstrap.path}`, { headers: { authorization: `Bearer ${token}` } });
    const { uid } = ((await bootstrap.json()) as { user: { uid: string } }).user;
    const scope = { schoolId: LARGE_SCHOOL_ID, schoolYearId: largeSchoolYear.schoolYearId };
    const lessonDateId = 'bench-save-register-5a5b';
    await saveLessonDates(scope.schoolId, scope.schoolYearId, [
      {
        lessonDateId,
        day: '2027-03-02',
        starttime: '14:00',
        endtime: '14:45',
        displayName: 'Förderkurs',
        tutors: [{ uid, short: 'LTL' }],
        groups: [
          { groupId: '5a', displayName: '5a' },
          { groupId: '5b', displayName: '5b' },
        ],
      },
    ]);
    const members = await Promise.all(['5a', '5b'].map((groupId) => getGroupWithStudents(scope.schoolId, scope.schoolYearId, groupId)));
    const uids = members.flatMap((found) => found?.studentUids ?? []).slice(0, REGISTER_STUDENTS);
    const url = `${context.apiUrl}${buildPath(routes.saveLessonRegister.path, { collectionName: 'lessonDates', id: lessonDateId })}`;
    const saves = [];
    for (let round = 0; round < SAVES; round++) {
      const body = {
        controllStarted: true,
        topic: `Runde ${String(round)}`,
        students: Object.fromEntries(uids.map((student, index) => [student, entryOf(round, index)])),
      };
      const started = performance.now();
      const response = await fetch(url, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.text();
      saves.push({
        status: response.status,
        ms: performance.now() - started,
        writes: Number(response.headers.get('x-ddb-writes') ?? Number.NaN),
        requests: Number(response.headers.get('x-ddb-requests') ?? Number.NaN),
      });
    }
    return {
      students: uids.length,
      saves: saves.length,
      failed: saves.filter((save) => save.status !== 200).length,
      p50_ms: percentile(
        saves.map((save) => save.ms),
        0.5,
      ),
      p99_ms: percentile(
        saves.map((save) => save.ms),
        0.99,
      ),
      ddb_write_requests_per_save: Math.max(...saves.map((save) => save.writes)),
      ddb_requests_per_save: Math.max(...saves.map((save) => save.requests)),
      items_written_per_save: 3,
    };
  },
};
