import { defined } from '../../shared/defined.js';
import type { WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import type { AbsenceReason, TodayAbsence, TodayDaynotice, TodayOverview, Weather } from '../../shared/schemas/today.schema.js';

interface StudentItem {
  studentUid: string;
  groupIds: string[];
}
export type DaynoticeItem = StudentItem & { daynoticeId: string; title: string; content: string; endtime?: string };
export type AbsenceItem = StudentItem & {
  absenceId: string;
  day: string;
  start: string;
  end: string;
  starttime: string;
  endtime: string;
  holeDay: boolean;
  reason: number;
  notice?: string;
  authorUid: string;
  reportedByGuardian?: boolean;
  confirmedByUid?: string;
};

export interface TodayParts {
  day: string;
  /** The tutor's events of the day: lessons and course dates, special events and meetings. */
  events: WeekplanEvent[];
  daynotices: DaynoticeItem[];
  absences: AbsenceItem[];
  /** Display names of the students the day's notes and absences name; a missing one was deleted. */
  studentNames: Map<string, string>;
  weather: Weather | null;
  /** The tutor: she changes the absences she entered. */
  callerUid: string;
  /** The groups the tutor is class teacher of (among those of the day's absences): she confirms their sick notes and changes their absences. */
  classTeacherGroupIds: ReadonlySet<string>;
}

/** The part of the day an absence covers: from its start time on its first day, until its end time on its last. */
const coveredTimes = (absence: AbsenceItem) => ({
  from: absence.day === absence.start ? absence.starttime : '00:00',
  until: absence.day === absence.end ? absence.endtime : '24:00',
});

/** The groups of the tutor's lessons that day: notes and absences of other students stay out. */
const groupNamesOf = (lessons: WeekplanEvent[]) =>
  new Map(lessons.flatMap((lesson) => lesson.groups.map((group) => [group.id, group.displayName])));

/**
 * The today overview from a tutor's events of the day (lessons and course dates; special events,
 * meetings and break supervisions in their own sections) and the school's notes and absences of the
 * day: only students of the tutor's groups, each absence with the lessons it overlaps (to group by
 * event), the changed lessons, and a counter per section.
 */
const toDate = (event: WeekplanEvent) => ({
  id: event.id,
  displayName: event.displayName,
  starttime: event.starttime,
  endtime: event.endtime,
});

/** A break supervision another tutor takes over (or nobody, when it is cancelled) is no longer the caller's. */
const isTakenFrom = (event: WeekplanEvent, callerUid: string) =>
  event.changes.some(
    (change) =>
      change.type === 'cancel' || (change.type === 'substitution' && !(change.tutors ?? []).some((tutor) => tutor.uid === callerUid)),
  );

export const buildTodayOverview = ({
  day,
  events,
  daynotices,
  absences,
  studentNames,
  weather,
  callerUid,
  classTeacherGroupIds,
}: TodayParts): TodayOverview => {
  const lessons = events.filter((event) => event.collection === 'lessonDates' || event.collection === 'courseDates');
  const specialEvents = events.filter((event) => event.collection === 'specialEventDates').map(toDate);
  const appointments = events.filter((event) => event.collection === 'meetingDates').map(toDate);
  const supervisions = events.filter((event) => event.collection === 'supervisionDates' && !isTakenFrom(event, callerUid)).map(toDate);
  const groupNames = groupNamesOf(lessons);
  const isOwnStudent = (item: StudentItem) => studentNames.has(item.studentUid) && item.groupIds.some((groupId) => groupNames.has(groupId));
  const studentOf = (item: StudentItem) => ({
    uid: item.studentUid,
    displayName: defined(studentNames.get(item.studentUid), 'name of an own student'),
    group: defined(groupNames.get(item.groupIds.find((groupId) => groupNames.has(groupId)) ?? ''), 'group of an own student'),
  });
  const byName = (a: { student: { displayName: string } }, b: { student: { displayName: string } }) =>
    a.student.displayName.localeCompare(b.student.displayName, 'de');

  const notes: TodayDaynotice[] = daynotices
    .filter(isOwnStudent)
    .map((note) => ({ id: note.daynoticeId, student: studentOf(note), title: note.title, content: note.content, endtime: note.endtime }))
    .sort(byName);

  const absent: TodayAbsence[] = absences
    .filter(isOwnStudent)
    .map((absence) => {
      const { from, until } = coveredTimes(absence);
      const classTeacher = absence.groupIds.some((groupId) => classTeacherGroupIds.has(groupId));
      const eventIds = lessons
        .filter(
          (lesson) =>
            lesson.groups.some((group) => absence.groupIds.includes(group.id)) && lesson.starttime < until && lesson.endtime > from,
        )
        .map((lesson) => lesson.id);
      return {
        id: absence.absenceId,
        student: studentOf(absence),
        reason: absence.reason as AbsenceReason,
        notice: absence.notice,
        start: absence.start,
        end: absence.end,
        starttime: absence.starttime,
        endtime: absence.endtime,
        holeDay: absence.holeDay,
        eventIds,
        canChange: classTeacher || absence.authorUid === callerUid,
        ...(absence.reportedByGuardian
          ? {
              sickNote: {
                confirmed: Boolean(absence.confirmedByUid),
                canConfirm: !absence.confirmedByUid && classTeacher,
              },
            }
          : {}),
      };
    })
    .sort(byName);

  const changes = lessons.filter((lesson) => lesson.changes.length > 0);
  return {
    day,
    weather,
    lessons,
    specialEvents,
    appointments,
    supervisions,
    daynotices: notes,
    changes,
    absences: absent,
    counters: {
      specialEvents: specialEvents.length,
      appointments: appointments.length,
      supervisions: supervisions.length,
      daynotices: notes.length,
      changes: changes.length,
      absences: absent.length,
    },
  };
};
