import type { LessonDateInput } from '../../lambdas/timetable/lesson-date-write.service.js';
import { addDays, isWeekend, isoWeekday } from '../../shared/week.js';
import { currentSchoolWeek, seededWeeks } from './seed-day.js';

/**
 * The demo's dated events besides class lessons: weekly course dates of a course (a group of kind
 * course whose members are its participants), special-event, meeting and exam dates in this week,
 * break supervisions on their weekdays of the school year (one taken over by another tutor this
 * week), and students moved from one lesson into another (student changes) in this week and the next.
 */
interface Tutor {
  uid: string;
  short: string;
  name?: string;
}
interface Room {
  roomId: string;
  name: string;
}
interface Subject {
  subjectId: string;
  name: string;
  color: string;
}

export interface CoursePlan {
  courseId: string;
  displayName: string;
  subject: string;
  tutor: string;
  room: string;
  students: string[];
  /** 0 = Monday. */
  weekday: number;
  starttime: string;
  endtime: string;
}

export interface EventPlan {
  id: string;
  kind: 'specialEventDate' | 'meetingDate' | 'examDate';
  displayName: string;
  /** An exam's subject and the block of its first period (its cell in the weekplan). */
  subject?: string;
  block?: string;
  /** 0 = Monday of the current school week. */
  weekday: number;
  starttime: string;
  endtime: string;
  groups: string[];
  tutors: string[];
  room?: string;
  notice?: string;
}

/** A tutor's break supervision (Aufsicht) at a place, in the break before a block, on some weekdays of every week. */
export interface SupervisionPlan {
  id: string;
  tutor: string;
  place: string;
  /** 0 = Monday. */
  weekdays: number[];
  /** The block the break precedes. */
  block: string;
  starttime: string;
  endtime: string;
  /** This school week's supervision on that weekday is taken over by another tutor (Untis GPU014 type B). */
  takenOver?: { weekday: number; by: string; text: string };
}

interface LessonRef {
  groupId: string;
  weekday: number;
  block: string;
}
export interface MovePlan {
  id: string;
  student: string;
  from: LessonRef;
  to: LessonRef;
  text: string;
}

export interface EventContext {
  schoolStart: string;
  schoolEnd: string;
  tutor: (name: string) => Tutor;
  room: (roomId: string) => Room;
  subject: (subjectId: string) => Subject;
  groupName: (groupId: string) => string;
  uidOf: (username: string) => string;
}

/** Every course date of the school year, on the course's weekday. */
export const courseDates = (course: CoursePlan, context: EventContext): LessonDateInput[] => {
  const subject = context.subject(course.subject);
  const dates: LessonDateInput[] = [];
  for (let day = context.schoolStart; day <= context.schoolEnd; day = addDays(day, 1)) {
    if (isWeekend(day) || isoWeekday(day) - 1 !== course.weekday) continue;
    dates.push({
      lessonDateId: `${course.courseId}-${day}`,
      kind: 'courseDate',
      day,
      starttime: course.starttime,
      endtime: course.endtime,
      displayName: course.displayName,
      subject: { ...subject, shade: 500 },
      rooms: [context.room(course.room)],
      tutors: [context.tutor(course.tutor)],
      groups: [{ groupId: course.courseId, displayName: course.displayName }],
      course: { courseId: course.courseId, displayName: course.displayName },
    });
  }
  return dates;
};

/** A special-event or meeting date in the current school week. */
export const eventDate = (event: EventPlan, context: EventContext): LessonDateInput => {
  const day = addDays(currentSchoolWeek(), event.weekday);
  return {
    lessonDateId: `${event.id}-${day}`,
    kind: event.kind,
    day,
    starttime: event.starttime,
    endtime: event.endtime,
    displayName: event.displayName,
    ...(event.block !== undefined && { blockId: event.block }),
    ...(event.subject !== undefined && { subject: { ...context.subject(event.subject), shade: 500 } }),
    rooms: event.room ? [context.room(event.room)] : [],
    tutors: event.tutors.map(context.tutor),
    groups: event.groups.map((groupId) => ({ groupId, displayName: context.groupName(groupId) })),
    notice: event.notice,
  };
};

/** Every date of a break supervision in the school year; the one taken over this school week carries the substitution. */
export const supervisionDates = (supervision: SupervisionPlan, context: EventContext): LessonDateInput[] => {
  const takenOn = supervision.takenOver && addDays(currentSchoolWeek(), supervision.takenOver.weekday);
  const dates: LessonDateInput[] = [];
  for (let day = context.schoolStart; day <= context.schoolEnd; day = addDays(day, 1)) {
    if (isWeekend(day) || !supervision.weekdays.includes(isoWeekday(day) - 1)) continue;
    const lessonDateId = `${supervision.id}-${day}`;
    const taken = day === takenOn ? supervision.takenOver : undefined;
    dates.push({
      lessonDateId,
      kind: 'supervisionDate',
      day,
      starttime: supervision.starttime,
      endtime: supervision.endtime,
      displayName: supervision.place,
      blockId: supervision.block,
      rooms: [],
      tutors: [context.tutor(supervision.tutor)],
      groups: [],
      changes: taken
        ? [
            {
              changeId: `${lessonDateId}-c1`,
              type: 'substitution',
              visibleForStudent: false,
              visibleForGuardian: false,
              tutors: [context.tutor(taken.by)],
              text: taken.text,
            },
          ]
        : [],
    });
  }
  return dates;
};

type StudentChangeInput = NonNullable<LessonDateInput['studentChanges']>[number];

/** The student changes per lesson (`groupId|day|block`): moved out of the one, into the other, in both seeded weeks. */
export const studentChangesByLesson = (moves: MovePlan[], context: EventContext) => {
  const byLesson = new Map<string, StudentChangeInput[]>();
  const add = (ref: LessonRef, monday: string, change: StudentChangeInput) => {
    const key = `${ref.groupId}|${addDays(monday, ref.weekday)}|${ref.block}`;
    byLesson.set(key, [...(byLesson.get(key) ?? []), change]);
  };
  const { first, second } = seededWeeks();
  for (const monday of [first, second]) {
    for (const move of moves) {
      const studentUids = [context.uidOf(move.student)];
      add(move.from, monday, { changeId: `${move.id}-${monday}-out`, type: 'allocated', studentUids, text: move.text });
      add(move.to, monday, { changeId: `${move.id}-${monday}-in`, type: 'allocating', studentUids, text: move.text });
    }
  }
  return byLesson;
};
