import type { ChangeType } from '../../shared/schemas/timetable.schema.js';
import type { MasterDataIds } from '../timetable/imported-master-data.service.js';
import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import type { SubstitutionAttribute } from './gpu014.classifier.js';
import { holidaysByDay } from './holiday-calendar.model.js';
import { planExamDates } from './exams.model.js';
import { naturalKey } from './natural-keys.model.js';
import { daysOn, hashOf, lessonDateIdOf, unique, type PlanRefs } from './plan-refs.model.js';
import { planSupervisionDates } from './supervisions.model.js';
import { teacherNamesOf } from './teacher-name.model.js';
import type { ImportHoliday, ImportProblem, TimetableChange, TimetableImportModel, TimetableSlot } from './timetable-import.types.js';

/**
 * Turns the import model into the lesson dates of a school year: every weekly lesson on each of its
 * weekdays within the year and its validity (GPU002) except holidays (GPU018), with the GPU014
 * changes of that day inside, then the exams (exams.model.ts) and break supervisions
 * (supervisions.model.ts) as dated events of their own. Pure; ids are derived from natural keys, so the same export always
 * gives the same lesson dates.
 */

export interface TutorRef {
  uid: string;
  short: string;
  /** The name GPU004 gives a teacher without an account (see teacherDisplayName). */
  name?: string;
}

export interface LessonPlanContext {
  range: { start: string; end: string };
  ids: MasterDataIds;
  /** Untis teacher short name → the tutor the lesson dates name. */
  tutors: ReadonlyMap<string, TutorRef>;
  /** Course-style subject names → their subject (see subjectOfCourse). */
  courses: ReadonlyMap<string, string>;
}

export interface LessonPlan {
  lessons: LessonDateInput[];
  changes: number;
  /** Days on which holidays (GPU018) left out weekly lessons. */
  holidayDays: number;
  problems: ImportProblem[];
}

type Change = NonNullable<LessonDateInput['changes']>[number];

/** One weekly lesson: the slots of one lesson number, weekday, period and subject, over all its classes. */
interface WeeklyLesson {
  key: string;
  slot: TimetableSlot;
  classes: string[];
  teachers: string[];
  rooms: string[];
  validFrom?: string;
  validTo?: string;
}

const lessonKeyOf = (slot: TimetableSlot) => naturalKey(slot.lessonNumber, slot.day, slot.period, slot.subject);

function weeklyLessons(slots: readonly TimetableSlot[]): Map<string, WeeklyLesson> {
  const lessons = new Map<string, WeeklyLesson>();
  for (const slot of slots) {
    const key = lessonKeyOf(slot);
    const lesson = lessons.get(key);
    if (!lesson) {
      lessons.set(key, {
        key,
        slot,
        classes: [slot.className],
        teachers: slot.teachers,
        rooms: slot.rooms,
        validFrom: slot.validFrom,
        validTo: slot.validTo,
      });
      continue;
    }
    lesson.classes = unique([...lesson.classes, slot.className]);
    lesson.teachers = unique([...lesson.teachers, ...slot.teachers]);
    lesson.rooms = unique([...lesson.rooms, ...slot.rooms]);
    lesson.validFrom = lesson.validFrom && slot.validFrom && (slot.validFrom < lesson.validFrom ? slot.validFrom : lesson.validFrom);
    lesson.validTo = lesson.validTo && slot.validTo && (slot.validTo > lesson.validTo ? slot.validTo : lesson.validTo);
  }
  return lessons;
}

const ATTRIBUTE_LABELS: Record<SubstitutionAttribute, string | undefined> = {
  release: 'Freisetzung',
  lessonFree: 'Unterrichtsfrei',
  movedAway: 'Verlegt',
  movedHere: 'Verlegung',
  swap: 'Tausch',
  additionalLesson: 'Sondereinsatz',
  exam: 'Klausur',
  classSupervision: 'Betreuung',
  selfStudy: 'Eigenverantwortliches Arbeiten',
  partial: 'Teilvertretung',
  teacherSwap: 'Lehrertausch',
  classChange: 'Klassenänderung',
  open: 'Vertretung offen',
  remark: undefined,
};

/** Internal planning details only tutors see; everything else is shown to students and guardians as well. */
const TUTOR_ONLY_ATTRIBUTES: ReadonlySet<SubstitutionAttribute> = new Set(['partial', 'teacherSwap', 'open']);

/**
 * visible_for_{role}: tutors see every change. Students and guardians see what changes for the class
 * (cancellations, substitutes, rooms, subjects, moves, supervision, self-study), not how the staff
 * covers it: an open substitution still being planned, a partial substitution or a teacher swap.
 */
export function isVisibleForClass(type: ChangeType, attributes: readonly SubstitutionAttribute[]): boolean {
  if (type === 'absentTutorsChange') return !attributes.includes('open');
  if (type === 'additionalAttribute') return attributes.some((attribute) => !TUTOR_ONLY_ATTRIBUTES.has(attribute));
  return true;
}

function describe(change: TimetableChange): string | undefined {
  const labels = change.attributes.flatMap((attribute) => ATTRIBUTE_LABELS[attribute] ?? []);
  return [labels.join(', '), change.text].filter(Boolean).join(': ') || undefined;
}

/** Which change item carries the row's text and labels: the one that says most about it. */
const TEXT_PRIORITY: ChangeType[] = ['cancel', 'replacement', 'additionalAttribute'];

class PlanBuilder implements PlanRefs {
  readonly problems: ImportProblem[] = [];
  private readonly warned = new Set<string>();

  constructor(
    private readonly context: LessonPlanContext,
    private readonly teacherNames: ReadonlyMap<string, string>,
  ) {}

  /** The tutor of a short name: the matched account, else staff known by the name GPU004 gives, if any. */
  tutor = (short: string): TutorRef => {
    const account = this.context.tutors.get(short);
    if (account) return account;
    const name = this.teacherNames.get(short);
    return { uid: `untis-${hashOf(short, 10)}`, short, ...(name !== undefined && { name }) };
  };
  room = (name: string) => this.context.ids.rooms.get(name) ?? { roomId: `untis-${hashOf(name, 10)}`, name };
  group = (name: string) => this.context.ids.groups.get(name) ?? { groupId: `untis-${hashOf(name, 10)}`, displayName: name };
  subject = (name: string | undefined) =>
    name === undefined ? undefined : this.context.ids.subjects.get(this.context.courses.get(name) ?? name);
  blockId = (period: number) => this.context.ids.blocks.get(period)?.blockId;

  /** The items of one GPU014 row on one lesson date, one per change type. */
  changeItems(lessonDateId: string, change: TimetableChange): Change[] {
    const id = `${lessonDateId}-${hashOf(change.key, 8)}`;
    const textType = TEXT_PRIORITY.find((type) => change.types.includes(type)) ?? change.types[0];
    return change.types.map((type) => {
      const visible = isVisibleForClass(type, change.attributes);
      const item: Change = { changeId: `${id}-${type}`, type, visibleForStudent: visible, visibleForGuardian: visible };
      if (type === 'substitution' || type === 'additionalTutorsChange')
        item.tutors = change.substituteTeacher ? [this.tutor(change.substituteTeacher)] : [];
      if (type === 'absentTutorsChange') item.tutors = change.absentTeacher ? [this.tutor(change.absentTeacher)] : [];
      if (type === 'roomChange') item.rooms = change.substituteRooms.map(this.room);
      if (type === 'subjectChange') item.subject = this.subject(change.substituteSubject);
      if (type === textType) item.text = describe(change);
      return item;
    });
  }

  missingTime(change: TimetableChange) {
    this.problems.push({
      file: 'GPU014',
      line: change.line,
      code: 'no-time-for-period',
      params: { period: change.period },
    });
  }

  warnOnce(key: string, problem: ImportProblem) {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.problems.push(problem);
  }
}

interface WeeklyLessonDates {
  dates: Map<string, LessonDateInput>;
  holidayDays: Set<string>;
}

function weeklyLessonDates(
  lessons: Iterable<WeeklyLesson>,
  builder: PlanBuilder,
  context: LessonPlanContext,
  holidays: ReadonlyMap<string, ImportHoliday>,
): WeeklyLessonDates {
  const dates = new Map<string, LessonDateInput>();
  const holidayDays = new Set<string>();
  for (const lesson of lessons) {
    const { slot } = lesson;
    if (slot.start === undefined || slot.end === undefined) continue;
    if (slot.lessonGroup) {
      builder.warnOnce(`group|${slot.lessonGroup}`, {
        file: 'GPU002',
        line: 0,
        code: 'lesson-group-ignored',
        params: { lessonGroup: slot.lessonGroup },
      });
    }
    const subject = builder.subject(slot.subjectKey ?? slot.subject);
    const label = slot.subjectKey !== undefined && slot.subjectKey === slot.subject && subject ? subject.name : slot.subject;
    const from = lesson.validFrom && lesson.validFrom > context.range.start ? lesson.validFrom : context.range.start;
    const to = lesson.validTo && lesson.validTo < context.range.end ? lesson.validTo : context.range.end;
    for (const day of daysOn(slot.day, from, to)) {
      if (holidays.has(day)) {
        holidayDays.add(day);
        continue;
      }
      const lessonDateId = lessonDateIdOf(lesson.key, day);
      dates.set(lessonDateId, {
        lessonDateId,
        day,
        starttime: slot.start,
        endtime: slot.end,
        displayName: `${label} ${lesson.classes.join(', ')}`,
        blockId: context.ids.blocks.get(slot.period)?.blockId,
        subject,
        rooms: lesson.rooms.map(builder.room),
        tutors: lesson.teachers.map(builder.tutor),
        groups: lesson.classes.map(builder.group),
        changes: [],
      });
    }
  }
  return { dates, holidayDays };
}

/** A change without a weekly lesson (an additional lesson, the new slot of a moved one) becomes a lesson date of its own. */
function standaloneKey(change: TimetableChange) {
  return naturalKey(
    'change',
    change.date,
    change.period,
    change.lessonNumber ?? 0,
    change.substituteSubject ?? change.subject,
    change.substituteTeacher ?? change.absentTeacher,
  );
}

/** Returns whether the change found a time in the grid. */
function addStandalone(
  dates: Map<string, LessonDateInput>,
  change: TimetableChange,
  builder: PlanBuilder,
  context: LessonPlanContext,
): boolean {
  if (change.start === undefined || change.end === undefined) {
    builder.missingTime(change);
    return false;
  }
  const lessonDateId = lessonDateIdOf(standaloneKey(change), change.date);
  const subjectName = change.substituteSubject ?? change.subject;
  const subject = builder.subject(subjectName);
  const label = subject?.name ?? subjectName ?? 'Vertretung';
  const existing = dates.get(lessonDateId);
  const classes = unique([
    ...(existing?.groups ?? []).map((group) => group.displayName),
    ...(change.className ? [change.className] : []),
    ...change.substituteClasses,
  ]);
  const groups = { groups: classes.map(builder.group), displayName: `${label} ${classes.join(', ')}`.trim() };
  if (existing) {
    Object.assign(existing, groups);
    return true;
  }
  const teacher = change.substituteTeacher ?? change.absentTeacher;
  const rooms = change.substituteRooms.length > 0 ? change.substituteRooms : change.rooms;
  const visible = isVisibleForClass('replacement', change.attributes);
  dates.set(lessonDateId, {
    lessonDateId,
    day: change.date,
    starttime: change.start,
    endtime: change.end,
    displayName: groups.displayName,
    blockId: context.ids.blocks.get(change.period)?.blockId,
    subject,
    rooms: rooms.map(builder.room),
    tutors: teacher ? [builder.tutor(teacher)] : [],
    groups: groups.groups,
    changes: [
      {
        changeId: `${lessonDateId}-${hashOf(change.key, 8)}-replacement`,
        type: 'replacement',
        visibleForStudent: visible,
        visibleForGuardian: visible,
        text: describe(change),
      },
    ],
  });
  return true;
}

export function planLessonDates(model: TimetableImportModel, context: LessonPlanContext): LessonPlan {
  const builder = new PlanBuilder(context, teacherNamesOf(model));
  const slots = new Map(model.slots.map((slot) => [slot.key, slot]));
  const holidays = holidaysByDay(model.holidays, context.range);
  const { dates, holidayDays } = weeklyLessonDates(weeklyLessons(model.slots).values(), builder, context, holidays);
  const applied = new Set<string>();
  const appliedLines = new Set<number>();
  for (const change of model.changes) {
    if (change.date < context.range.start || change.date > context.range.end) {
      builder.problems.push({
        file: 'GPU014',
        line: change.line,
        code: 'date-outside-school-year',
        params: { date: change.date },
      });
      continue;
    }
    const holiday = holidays.get(change.date);
    if (holiday !== undefined) {
      // One row for several classes is one change per class; the admin reads about the row once.
      builder.warnOnce(`holiday|${change.line}`, {
        file: 'GPU014',
        line: change.line,
        code: 'holiday',
        params: { date: change.date, name: holiday.name, publicHoliday: holiday.publicHoliday },
      });
      continue;
    }
    const slot = change.slotKey === undefined ? undefined : slots.get(change.slotKey);
    if (slot === undefined) {
      if (change.effect === 'cancelled') {
        builder.problems.push({
          file: 'GPU014',
          line: change.line,
          code: 'cancellation-without-lesson',
          params: {},
        });
        continue;
      }
      if (addStandalone(dates, change, builder, context)) appliedLines.add(change.line);
      continue;
    }
    const target = dates.get(lessonDateIdOf(lessonKeyOf(slot), change.date));
    if (target === undefined) {
      builder.problems.push({
        file: 'GPU014',
        line: change.line,
        code: 'lesson-not-scheduled',
        params: { date: change.date },
      });
      continue;
    }
    // A row for several classes of one coupled lesson lands on the same lesson date once.
    if (applied.has(`${target.lessonDateId}|${change.line}`)) continue;
    applied.add(`${target.lessonDateId}|${change.line}`);
    appliedLines.add(change.line);
    target.changes = [...(target.changes ?? []), ...builder.changeItems(target.lessonDateId, change)];
  }
  const isHoliday = (day: string) => holidays.has(day);
  const exams = planExamDates(model.exams, builder, context.range, isHoliday);
  const supervisions = planSupervisionDates(model.supervisions, model.breakSupervisions, builder, context.range, isHoliday);
  return {
    lessons: [...dates.values(), ...exams, ...supervisions],
    changes: appliedLines.size,
    holidayDays: holidayDays.size,
    problems: builder.problems,
  };
}
