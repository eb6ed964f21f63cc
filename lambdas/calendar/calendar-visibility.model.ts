import type { Subject } from '../_lib/caller.js';
import type { SchoolExam } from '../timetable/school-exams.service.js';
import type { MeetingItem } from './meeting-copies.model.js';

/** Who looks at meetings: the subject (a guardian's active child) and the calendars it belongs to. */
export interface Viewer {
  uid: string;
  role: Subject['role'];
  calendarIds: ReadonlySet<string>;
}

/**
 * Spec §6: tutors see meetings of their calendars, those they are a tutor of (also through a tutor
 * group they lead) and their own; students and guardians (for the active child) those of their calendars.
 */
export const isMeetingVisible = (
  meeting: Pick<MeetingItem, 'calendarIds' | 'authorUid' | 'tutors' | 'tutorGroupTutorUids'>,
  viewer: Viewer,
) => {
  const inCalendar = meeting.calendarIds.some((calendarId) => viewer.calendarIds.has(calendarId));
  if (viewer.role === 'student') return inCalendar;
  return (
    inCalendar ||
    meeting.authorUid === viewer.uid ||
    (meeting.tutors ?? []).some((tutor) => tutor.uid === viewer.uid) ||
    (meeting.tutorGroupTutorUids ?? []).includes(viewer.uid)
  );
};

/**
 * Whose exams a subject sees: a student (and a guardian for her) those of her classes and courses;
 * a tutor those she supervises or teaches (named among its tutors) and those of the groups she leads.
 */
export const isExamOf = (
  exam: Pick<SchoolExam, 'groups' | 'tutorUids'>,
  subject: Pick<Subject, 'uid' | 'role'>,
  groupIds: ReadonlySet<string>,
) => exam.groups.some((group) => groupIds.has(group.id)) || (subject.role === 'tutor' && exam.tutorUids.includes(subject.uid));
