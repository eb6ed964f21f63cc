import type { CalendarExam, CalendarPage, Meeting } from '../../shared/schemas/calendar.schema.js';
import { berlinToday } from '../../shared/week.js';
import { requireSubject, type Caller, type Subject } from '../_lib/caller.js';
import { schoolExamsOfYear, type SchoolExam } from '../timetable/school-exams.service.js';
import { groupIdsOfClassTutor, groupIdsOfStudent } from '../timetable/year-groups.service.js';
import { isCalendarMember, listSchoolCalendars, toCalendar, type CalendarItem } from './calendar-membership.service.js';
import { isExamOf, isMeetingVisible, type Viewer } from './calendar-visibility.model.js';
import type { MeetingItem } from './meeting-copies.model.js';
import { calendarWindow } from './meeting-dates.model.js';
import { meetingEntity } from './meeting.entity.js';

/** A student's groups of the school year (one query); none for a tutor. */
const groupIdsOfSubject = async (subject: Subject, schoolYearId: string | undefined): Promise<string[]> =>
  subject.role === 'student' && schoolYearId ? groupIdsOfStudent(subject.schoolId, schoolYearId, subject.uid) : [];

const viewerOf = (subject: Subject, groupIds: readonly string[], calendars: CalendarItem[]): Viewer => {
  const mine = calendars.filter((calendar) => isCalendarMember(calendar, subject.role, groupIds));
  return { uid: subject.uid, role: subject.role, calendarIds: new Set(mine.map((calendar) => calendar.calendarId)) };
};

const toMeeting = (meeting: MeetingItem, callerUid: string, dates: string[]): Meeting => ({
  id: meeting.meetingId,
  name: meeting.name,
  description: meeting.description ?? '',
  authorName: meeting.authorName,
  canEdit: meeting.authorUid === callerUid,
  calendarIds: meeting.calendarIds,
  rooms: (meeting.rooms ?? []).map((room) => ({ id: room.roomId, name: room.name })),
  tutors: meeting.tutors ?? [],
  tutorGroupIds: meeting.tutorGroupIds ?? [],
  start: meeting.start,
  end: meeting.end,
  starttime: meeting.starttime,
  endtime: meeting.endtime,
  includeVacations: meeting.includeVacations ?? false,
  onBoard: meeting.onBoard ?? false,
  repeat: meeting.repeat,
  dates,
  revision: meeting.revision,
});

const listMeetings = async (schoolId: string) => {
  const { data } = await meetingEntity.query.bySchool({ schoolId, book: 'meetings' }).go({ pages: 'all' });
  return data;
};

/** A tutor's classes and courses she leads (one query), for the exams of her classes; none for a student. */
const classGroupIdsOfSubject = async (subject: Subject, schoolYearId: string | undefined): Promise<string[]> =>
  subject.role === 'tutor' && schoolYearId ? groupIdsOfClassTutor(subject.schoolId, schoolYearId, subject.uid) : [];

const toExam = (exam: SchoolExam): CalendarExam => ({
  id: exam.id,
  day: exam.day,
  starttime: exam.starttime,
  endtime: exam.endtime,
  subject: exam.subject,
  periods: exam.periods,
  rooms: exam.rooms,
  groups: exam.groups.map((group) => group.name),
  text: exam.text,
});

/**
 * The calendar page: the meetings the caller may see with their dates 10 months before and after
 * today, the exams of the caller's (a guardian's: the child's) classes and courses or those a tutor
 * supervises, teaches or whose class writes them, and the calendars to filter by (the caller's and
 * those of the meetings shown). Requests (the subject's school comes with the caller), all at once:
 * the calendars, the meetings, a student's groups or a tutor's classes, the school's exams of the
 * year (one partition) and the time blocks (the exams' periods).
 */
export const getCalendarPage = async (caller: Caller, today = berlinToday()): Promise<CalendarPage> => {
  const subject = requireSubject(caller);
  const school = caller.subjectSchool ?? caller.school;
  const yearId = school.activeSchoolYearId;
  const { from, to } = calendarWindow(today);
  const [calendars, meetings, groupIds, classGroupIds, exams] = await Promise.all([
    listSchoolCalendars(school.id),
    listMeetings(school.id),
    groupIdsOfSubject(subject, yearId),
    classGroupIdsOfSubject(subject, yearId),
    yearId ? schoolExamsOfYear(school.id, yearId) : Promise.resolve([]),
  ]);
  const viewer = viewerOf(subject, groupIds, calendars);
  const shown = meetings
    .filter((meeting) => isMeetingVisible(meeting, viewer))
    .map((meeting) =>
      toMeeting(
        meeting,
        caller.uid,
        (meeting.days ?? []).filter((day) => day >= from && day <= to),
      ),
    )
    .filter((meeting) => meeting.dates.length > 0);
  const used = new Set([...viewer.calendarIds, ...shown.flatMap((meeting) => meeting.calendarIds)]);
  const examGroups = new Set([...groupIds, ...classGroupIds]);
  return {
    from,
    to,
    today,
    calendars: calendars.filter((calendar) => used.has(calendar.calendarId)).map(toCalendar),
    meetings: shown,
    exams: exams.filter((exam) => exam.day >= from && exam.day <= to && isExamOf(exam, subject, examGroups)).map(toExam),
  };
};
