import type { ElementLocation, ElementResolver } from './element-resolver.model.js';
import { isExamSubstitution } from './exams.model.js';
import type { Gpu014Row } from './gpu014.parser.js';
import { breakSupervisionKey, changeKey, isoWeekdayOf, slotKey } from './natural-keys.model.js';
import { periodTimeRange } from './time-grid.parser.js';
import type {
  BreakSupervisionChange,
  ImportProblem,
  ImportResolvers,
  TimetableChange,
  TimetableImportInput,
  TimetableSlot,
} from './timetable-import-types.model.js';

/**
 * One change per class of a GPU014 row (field 15, or field 19 when the row has no original class,
 * as for an additional lesson), linked to the weekly slot it modifies when that slot exists.
 */
function toChanges(row: Gpu014Row, input: TimetableImportInput, r: ImportResolvers, slotKeys: ReadonlySet<string>): TimetableChange[] {
  const at: ElementLocation = { file: 'GPU014', line: row.line };
  const { effect } = row.classification;
  if (effect === 'hidden' || effect === 'breakSupervision') return [];
  const resolveAll = (values: readonly string[], resolver: ElementResolver) => values.map((value) => resolver.canonical(value, at));
  const classes = resolveAll(row.classes.length > 0 ? row.classes : row.substituteClasses, r.class);
  const subject = row.subject === undefined ? undefined : r.subject.canonical(row.subject, at);
  const absentTeacher = row.absentTeacher === undefined ? undefined : r.teacher.canonical(row.absentTeacher, at);
  const day = isoWeekdayOf(row.date);
  const time = periodTimeRange(input.timeGrid, day, row.period);
  return (classes.length > 0 ? classes : [undefined]).map((className) => {
    const candidateSlot =
      row.lessonNumber !== undefined && className !== undefined && subject !== undefined
        ? slotKey(row.lessonNumber, day, row.period, className, subject)
        : undefined;
    return {
      key: changeKey(row.date, row.period, row.lessonNumber, className ?? '', subject, absentTeacher),
      slotKey: candidateSlot !== undefined && slotKeys.has(candidateSlot) ? candidateSlot : undefined,
      date: row.date,
      period: row.period,
      lessonNumber: row.lessonNumber,
      className,
      effect,
      types: row.classification.changeTypes,
      attributes: row.classification.attributes,
      absentTeacher,
      substituteTeacher: row.substituteTeacher === undefined ? undefined : r.teacher.canonical(row.substituteTeacher, at),
      subject,
      substituteSubject: row.substituteSubject === undefined ? undefined : r.subject.canonical(row.substituteSubject, at),
      rooms: resolveAll(row.rooms, r.room),
      substituteRooms: resolveAll(row.substituteRooms, r.room),
      substituteClasses: resolveAll(row.substituteClasses, r.class),
      reason: row.reason,
      text: row.text,
      lastModified: row.lastModified,
      substitutionId: row.id,
      line: row.line,
      ...time,
    };
  });
}

/** Later "last change" wins, then the later line, so an updated row replaces the old one. */
function isNewer(candidate: TimetableChange, current: TimetableChange): boolean {
  const a = candidate.lastModified ?? '';
  const b = current.lastModified ?? '';
  return a !== b ? a > b : candidate.line > current.line;
}

export function buildChanges(
  input: TimetableImportInput,
  r: ImportResolvers,
  slots: readonly TimetableSlot[],
  problems: ImportProblem[],
): TimetableChange[] {
  const slotKeys = new Set(slots.map((slot) => slot.key));
  const changes = new Map<string, TimetableChange>();
  // Exams (type E) become exam dates of their own (exams.model.ts), not changes of the lesson.
  for (const row of (input.substitutions ?? []).filter((candidate) => !isExamSubstitution(candidate))) {
    if (row.classification.effect === 'takesPlace' && row.classification.changeTypes.length === 0) {
      problems.push({ file: 'GPU014', line: row.line, code: 'substitution-without-change', params: {} });
      continue;
    }
    for (const change of toChanges(row, input, r, slotKeys)) {
      const current = changes.get(change.key);
      if (current === undefined) {
        changes.set(change.key, change);
        continue;
      }
      const [kept, dropped] = isNewer(change, current) ? [change, current] : [current, change];
      changes.set(change.key, kept);
      problems.push({ file: 'GPU014', line: dropped.line, code: 'duplicate-substitution', params: { keptLine: kept.line } });
    }
  }
  return [...changes.values()];
}

/** Break supervisions are kept apart: their period is the break before it, their rooms corridors. */
export function buildBreakSupervisions(input: TimetableImportInput, r: ImportResolvers): BreakSupervisionChange[] {
  return (input.substitutions ?? [])
    .filter((row) => row.classification.effect === 'breakSupervision')
    .map((row) => {
      const at: ElementLocation = { file: 'GPU014', line: row.line };
      const corridors = [...new Set([...row.rooms, ...row.substituteRooms])];
      const absentTeacher = row.absentTeacher === undefined ? undefined : r.teacher.canonical(row.absentTeacher, at);
      return {
        key: breakSupervisionKey(row.date, row.period, corridors, absentTeacher),
        date: row.date,
        beforePeriod: row.period,
        corridors,
        absentTeacher,
        substituteTeacher: row.substituteTeacher === undefined ? undefined : r.teacher.canonical(row.substituteTeacher, at),
        text: row.text,
        line: row.line,
      };
    });
}
