import type { ChangeType } from '../../shared/schemas/timetable.schema.js';
import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import type { SubstitutionAttribute } from './gpu014-classification.model.js';
import { naturalKey } from './natural-keys.model.js';
import { hashOf, lessonDateIdOf, unique, type LessonPlanContext, type PlanBuilder } from './plan-refs.model.js';
import type { TimetableChange } from './timetable-import-types.model.js';

/**
 * GPU014 changes on lesson dates: the items a row puts on the weekly lesson's date it changes, who
 * sees them, and the lesson date of its own that a change without a weekly lesson becomes.
 */

type Change = NonNullable<LessonDateInput['changes']>[number];

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

/** The items of one GPU014 row on one lesson date, one per change type. */
export function changeItems(builder: PlanBuilder, lessonDateId: string, change: TimetableChange): Change[] {
  const id = `${lessonDateId}-${hashOf(change.key, 8)}`;
  const textType = TEXT_PRIORITY.find((type) => change.types.includes(type)) ?? change.types[0];
  return change.types.map((type) => {
    const visible = isVisibleForClass(type, change.attributes);
    const item: Change = { changeId: `${id}-${type}`, type, visibleForStudent: visible, visibleForGuardian: visible };
    if (type === 'substitution' || type === 'additionalTutorsChange')
      item.tutors = change.substituteTeacher ? [builder.tutor(change.substituteTeacher)] : [];
    if (type === 'absentTutorsChange') item.tutors = change.absentTeacher ? [builder.tutor(change.absentTeacher)] : [];
    if (type === 'roomChange') item.rooms = change.substituteRooms.map(builder.room);
    if (type === 'subjectChange') item.subject = builder.subject(change.substituteSubject);
    if (type === textType) item.text = describe(change);
    return item;
  });
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
export function addStandalone(
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
