import type { LessonDateInput } from '../../lambdas/timetable/lesson-date-write.service.js';
import { addDays, isWeekend, isoWeekday } from '../../shared/week.js';
import { currentSchoolWeek, seedMonday } from './seed-day.js';

/**
 * The demo's dated events besides class lessons: weekly course dates of a course (a group of kind
 * course whose members are its participants), special-event and meeting dates in this week, and
 * students moved from one lesson into another (student changes) in this week and the next.
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
  kind: 'specialEventDate' | 'meetingDate';
  displayName: string;
  /** 0 = Monday of the current school week. */
  weekday: number;
  starttime: string;
  endtime: string;
  groups: string[];
  tutors: string[];
  room?: string;
  notice?: string;
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

const thisAndNextMonday = () => {
  const monday = seedMonday();
  return [monday, addDays(monday, 7)];
};

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
    rooms: event.room ? [context.room(event.room)] : [],
    tutors: event.tutors.map(context.tutor),
    groups: event.groups.map((groupId) => ({ groupId, displayName: context.groupName(groupId) })),
    notice: event.notice,
  };
};

type StudentChangeInput = NonNullable<LessonDateInput['studentChanges']>[number];

/** The student changes per lesson (`groupId|day|block`): moved out of the one, into the other, this week and next. */
export const studentChangesByLesson = (moves: MovePlan[], context: EventContext) => {
  const byLesson = new Map<string, StudentChangeInput[]>();
  const add = (ref: LessonRef, monday: string, change: StudentChangeInput) => {
    const key = `${ref.groupId}|${addDays(monday, ref.weekday)}|${ref.block}`;
    byLesson.set(key, [...(byLesson.get(key) ?? []), change]);
  };
  for (const monday of thisAndNextMonday()) {
    for (const move of moves) {
      const studentUids = [context.uidOf(move.student)];
      add(move.from, monday, { changeId: `${move.id}-${monday}-out`, type: 'allocated', studentUids, text: move.text });
      add(move.to, monday, { changeId: `${move.id}-${monday}-in`, type: 'allocating', studentUids, text: move.text });
    }
  }
  return byLesson;
};
