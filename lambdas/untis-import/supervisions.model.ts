import { isoWeek } from '../../shared/week.js';
import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import { naturalKey } from './natural-keys.model.js';
import { daysOn, hashOf, lessonDateIdOf, type PlanRefs } from './plan-refs.model.js';
import { breakBefore } from './time-grid.parser.js';
import type {
  BreakSupervisionChange,
  ImportProblem,
  ImportResolvers,
  ImportSupervision,
  TimetableImportInput,
} from './timetable-import-types.model.js';

/**
 * Break supervisions (Pausenaufsichten, GPU009): each weekly row becomes a dated event of kind
 * 'supervisionDate' for its tutor on every matching weekday of the school year in its weeks. The
 * weeks are read as ISO calendar weeks (enbrea); ICC reads them as school weeks instead. A GPU014
 * row of type B (or Art bit 17) hands one date to a substitute, who then has it in their week.
 */

export function buildSupervisions(input: TimetableImportInput, r: ImportResolvers, problems: ImportProblem[]): ImportSupervision[] {
  return (input.supervisions ?? []).flatMap((row): ImportSupervision[] => {
    if (row.teacher === undefined) {
      problems.push({ file: 'GPU009', line: row.line, code: 'supervision-without-teacher', params: { corridor: row.corridor } });
      return [];
    }
    const teacher = r.teacher.canonical(row.teacher, { file: 'GPU009', line: row.line });
    return [
      {
        key: naturalKey('supervision', row.corridor, teacher, row.day, row.beforePeriod),
        corridor: row.corridor,
        teacher,
        day: row.day,
        beforePeriod: row.beforePeriod,
        weeks: row.weeks,
        line: row.line,
        ...breakBefore(input.timeGrid, row.day, row.beforePeriod, row.duration),
      },
    ];
  });
}

type Change = NonNullable<LessonDateInput['changes']>[number];

const SUBSTITUTION_LABEL = 'Pausenaufsichtsvertretung';

/** The change a GPU014 break-supervision row makes on one date: a substitute takes it, or nobody does. */
function substitutionOf(lessonDateId: string, change: BreakSupervisionChange, refs: PlanRefs): Change {
  const text = [SUBSTITUTION_LABEL, change.text].filter(Boolean).join(': ');
  const changeId = `${lessonDateId}-${hashOf(change.key, 8)}`;
  if (change.substituteTeacher === undefined) {
    return { changeId: `${changeId}-cancel`, type: 'cancel', visibleForStudent: false, visibleForGuardian: false, text };
  }
  return {
    changeId: `${changeId}-substitution`,
    type: 'substitution',
    visibleForStudent: false,
    visibleForGuardian: false,
    tutors: [refs.tutor(change.substituteTeacher)],
    text,
  };
}

const matches = (supervision: ImportSupervision, change: BreakSupervisionChange) =>
  change.beforePeriod === supervision.beforePeriod &&
  (change.absentTeacher === undefined || change.absentTeacher === supervision.teacher) &&
  (change.corridors.length === 0 || change.corridors.includes(supervision.corridor));

export function planSupervisionDates(
  supervisions: readonly ImportSupervision[],
  changes: readonly BreakSupervisionChange[],
  refs: PlanRefs,
  range: { start: string; end: string },
  isHoliday: (day: string) => boolean,
): LessonDateInput[] {
  const applied = new Set<string>();
  const dates = supervisions.flatMap((supervision): LessonDateInput[] => {
    const { start, end } = supervision;
    if (start === undefined || end === undefined) {
      refs.problems.push({
        file: 'GPU009',
        line: supervision.line,
        code: 'no-time-for-period',
        params: { period: supervision.beforePeriod },
      });
      return [];
    }
    const weeks = new Set(supervision.weeks);
    return daysOn(supervision.day, range.start, range.end)
      .filter((day) => !isHoliday(day) && (weeks.size === 0 || weeks.has(isoWeek(day).week)))
      .map((day) => {
        const lessonDateId = lessonDateIdOf(supervision.key, day);
        const ofDay = changes.filter((change) => change.date === day && matches(supervision, change));
        for (const change of ofDay) applied.add(change.key);
        return {
          lessonDateId,
          kind: 'supervisionDate',
          day,
          starttime: start,
          endtime: end,
          displayName: supervision.corridor,
          blockId: refs.blockId(supervision.beforePeriod),
          // The corridor is the name: it is no room (not in GPU005), and the tile would repeat it.
          rooms: [],
          tutors: [refs.tutor(supervision.teacher)],
          groups: [],
          changes: ofDay.map((change) => substitutionOf(lessonDateId, change, refs)),
        };
      });
  });
  if (supervisions.length > 0) {
    for (const change of changes.filter((candidate) => !applied.has(candidate.key))) {
      refs.problems.push({
        file: 'GPU014',
        line: change.line,
        code: 'supervision-substitution-without-supervision',
        params: { date: change.date, corridor: change.corridors.join(', ') },
      });
    }
  }
  return dates;
}
