import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type {
  Calendar,
  CalendarBody,
  CalendarExam,
  CalendarPage,
  Meeting,
  MeetingBody,
  MeetingOptions,
  SaveMeetingResult,
} from '../../shared/schemas/calendar.schema.js';
import { berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller, type Subject } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { logger } from '../_lib/observability.js';
import { bumpPlanVersion } from '../timetable/plan-version.service.js';
import { getActiveSchoolYear, getSchool } from '../schools/school.service.js';
import {
  CALENDARS_AUDIENCE,
  deleteLessonDateCopies,
  putMeetingDateCopies,
  type LessonDateCopyKey,
} from '../timetable/lesson-date-write.service.js';
import { getGroups, listGroupsOfYear } from '../timetable/group-lookup.service.js';
import { groupIdsOfClassTutor, groupIdsOfStudent } from '../timetable/year-groups.service.js';
import { schoolExamsOfYear, type SchoolExam } from '../timetable/school-exams.service.js';
import { listRooms } from '../timetable/room-lookup.service.js';
import { getUserRecords, listTutorShorts } from '../users/user.service.js';
import { isCalendarMember, listSchoolCalendars, type CalendarItem } from './calendar-membership.service.js';
import { calendarEntity } from './calendar.entity.js';
import { expandMeetingDays, meetingDateChanges } from './meeting-dates.model.js';
import { meetingEntity } from './meeting.entity.js';

type MeetingItem = EntityItem<typeof meetingEntity>;

const MEETINGS = 'meetings' as const;
/** The calendar page shows 10 months before and after today (spec §9). */
export const CALENDAR_WINDOW_MONTHS = 10;

const addMonths = (day: string, months: number) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(date, last));
  return shifted.toISOString().slice(0, 10);
};

export const calendarWindow = (today: string) => ({
  from: addMonths(today, -CALENDAR_WINDOW_MONTHS),
  to: addMonths(today, CALENDAR_WINDOW_MONTHS),
});

const toCalendar = (item: CalendarItem): Calendar => ({
  id: item.calendarId,
  name: item.name,
  color: item.color,
  groupIds: item.groupIds ?? [],
  allTutors: item.allTutors ?? false,
});

/** Who looks at meetings: the subject (a guardian's active child) and the calendars it belongs to. */
interface Viewer {
  uid: string;
  role: Subject['role'];
  calendarIds: Set<string>;
}

/** A student's groups of the school year (one query); none for a tutor. */
const groupIdsOfSubject = async (subject: Subject, schoolYearId: string | undefined): Promise<string[]> =>
  subject.role === 'student' && schoolYearId ? groupIdsOfStudent(subject.schoolId, schoolYearId, subject.uid) : [];

const viewerOf = (subject: Subject, groupIds: readonly string[], calendars: CalendarItem[]): Viewer => {
  const mine = calendars.filter((calendar) => isCalendarMember(calendar, subject.role, groupIds));
  return { uid: subject.uid, role: subject.role, calendarIds: new Set(mine.map((calendar) => calendar.calendarId)) };
};

/**
 * Spec §6: tutors see meetings of their calendars, those they are a tutor of (also through a tutor
 * group they lead) and their own; students and guardians (for the active child) those of their calendars.
 */
export const isMeetingVisible = (meeting: MeetingItem, viewer: Viewer) => {
  const inCalendar = meeting.calendarIds.some((calendarId) => viewer.calendarIds.has(calendarId));
  if (viewer.role === 'student') return inCalendar;
  return (
    inCalendar ||
    meeting.authorUid === viewer.uid ||
    (meeting.tutors ?? []).some((tutor) => tutor.uid === viewer.uid) ||
    (meeting.tutorGroupTutorUids ?? []).includes(viewer.uid)
  );
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
});

const listMeetings = async (schoolId: string) => {
  const { data } = await meetingEntity.query.bySchool({ schoolId, book: MEETINGS }).go({ pages: 'all' });
  return data;
};

/** A tutor's classes and courses she leads (one query), for the exams of her classes; none for a student. */
const classGroupIdsOfSubject = async (subject: Subject, schoolYearId: string | undefined): Promise<string[]> =>
  subject.role === 'tutor' && schoolYearId ? groupIdsOfClassTutor(subject.schoolId, schoolYearId, subject.uid) : [];

/**
 * Whose exams a subject sees: a student (and a guardian for her) those of her classes and courses;
 * a tutor those she supervises or teaches (named among its tutors) and those of the groups she leads.
 */
const isExamOf = (exam: SchoolExam, subject: Subject, groupIds: ReadonlySet<string>) =>
  exam.groups.some((group) => groupIds.has(group.id)) || (subject.role === 'tutor' && exam.tutorUids.includes(subject.uid));

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

/** Calendars a tutor may put meetings into: those every tutor shares; an admin may use every calendar. */
const usableCalendars = (caller: Pick<MeetingAuthor, 'isAdmin'>, calendars: CalendarItem[]) =>
  calendars.filter((calendar) => caller.isAdmin || isCalendarMember(calendar, 'tutor', []));

/** What the meeting dialog offers a tutor. */
export const getMeetingOptions = async (caller: Caller): Promise<MeetingOptions> => {
  const school = await getSchool(caller.schoolId);
  const [calendars, rooms, tutors, groups] = await Promise.all([
    listSchoolCalendars(school.id),
    listRooms(school.id),
    listTutorShorts(school.id),
    school.activeSchoolYearId ? listGroupsOfYear(school.id, school.activeSchoolYearId) : Promise.resolve([]),
  ]);
  return {
    calendars: usableCalendars(caller, calendars).map(toCalendar),
    rooms,
    tutors: tutors.sort((a, b) => a.short.localeCompare(b.short, 'de')),
    groups,
  };
};

const refuse = (field: string, code: string) => new AppError('validation-failed', { [`body.${field}`]: code });

/** Who writes a meeting: the caller, or the seed's demo tutor. */
export interface MeetingAuthor {
  uid: string;
  schoolId: string;
  displayName: string;
  isAdmin: boolean;
}
const authorOf = (caller: Caller): MeetingAuthor => ({
  uid: caller.uid,
  schoolId: caller.schoolId,
  displayName: caller.user.displayName,
  isAdmin: caller.isAdmin,
});

const ownMeeting = async (author: Pick<MeetingAuthor, 'uid' | 'schoolId'>, meetingId: string) => {
  const { data } = await meetingEntity.get({ schoolId: author.schoolId, book: MEETINGS, meetingId }).go();
  if (!data) throw new AppError('not-found');
  if (data.authorUid !== author.uid) throw new AppError('forbidden');
  return data;
};

/** Rooms, tutors and tutor groups of the body, each of the caller's school; an unknown id refuses the save. */
const resolveReferences = async (schoolId: string, schoolYearId: string, body: MeetingBody) => {
  const [rooms, users, groups] = await Promise.all([
    body.roomIds.length > 0 ? listRooms(schoolId) : Promise.resolve([]),
    getUserRecords([...new Set(body.tutorUids)].map((uid) => ({ schoolId, uid }))),
    getGroups(schoolId, schoolYearId, body.tutorGroupIds),
  ]);
  const chosenRooms = [...new Set(body.roomIds)].map((id) => rooms.find((room) => room.id === id));
  if (chosenRooms.some((room) => !room)) throw refuse('roomIds', 'unknown');
  const tutors = users.filter((user) => user.role === 'tutor');
  if (tutors.length !== new Set(body.tutorUids).size) throw refuse('tutorUids', 'unknown');
  if (groups.length !== new Set(body.tutorGroupIds).size) throw refuse('tutorGroupIds', 'unknown');
  return {
    rooms: chosenRooms.flatMap((room) => (room ? [{ roomId: room.id, name: room.name }] : [])),
    tutors: tutors.map((user) => ({ uid: user.uid, short: user.short ?? user.displayName })),
    tutorGroupTutorUids: [...new Set(groups.flatMap((group) => (group.classTutorUid ? [group.classTutorUid] : [])))],
  };
};

const dateIdOf = (meetingId: string, revision: string, day: string) => `${meetingId}.${revision}.${day}`;

/** The keys of every copy of a meeting's current revision (what a later save or a delete removes). */
const copyKeysOf = (meeting: Pick<MeetingItem, 'meetingId' | 'revision' | 'days' | 'audiences' | 'starttime'>): LessonDateCopyKey[] =>
  (meeting.days ?? []).flatMap((day) =>
    (meeting.audiences ?? []).map((audience) => ({
      audience,
      day,
      starttime: meeting.starttime,
      lessonDateId: dateIdOf(meeting.meetingId, meeting.revision, day),
    })),
  );

/** Old copies go after the switch; one that stays behind is invisible (wrong revision), so a failure is only logged. */
const removeCopies = async (schoolId: string, schoolYearId: string, keys: LessonDateCopyKey[]) => {
  try {
    return await deleteLessonDateCopies(schoolId, schoolYearId, keys);
  } catch (error) {
    logger.warn('meeting date cleanup failed', { copies: keys.length, errorName: (error as Error).name });
    return 0;
  }
};

const dateFields = (meeting: Pick<MeetingItem, 'name' | 'starttime' | 'endtime' | 'rooms' | 'tutors' | 'audiences'>) =>
  JSON.stringify([meeting.name, meeting.starttime, meeting.endtime, meeting.rooms, meeting.tutors, meeting.audiences]);

/**
 * Saves a new meeting (no id) or the caller's own meeting and rewrites its dates: expands the
 * repeat within the school year (without holidays unless includeVacations), writes the copies of a
 * new revision (one per date and audience: each calendar, each tutor, each tutor group's class
 * tutor), switches the meeting item to that revision with a condition on the revision it read
 * (the one write that makes the change visible; the school's calendar feeds are stale from then
 * on), then removes the old copies. A save that fails before the switch leaves the old dates as
 * they were; a concurrent edit of the same meeting loses with 'conflict'.
 */
export const saveMeeting = async (caller: Caller, meetingId: string | undefined, body: MeetingBody): Promise<SaveMeetingResult> => {
  const year = await getActiveSchoolYear(await getSchool(caller.schoolId));
  return saveMeetingOf(authorOf(caller), year, meetingId, body);
};

interface SchoolYearWithHolidays {
  id: string;
  start: string;
  end: string;
  holidays: { from: string; to: string }[];
}

/** saveMeeting for an author in a school year (the seed calls it before the school record exists). */
export const saveMeetingOf = async (
  author: MeetingAuthor,
  year: SchoolYearWithHolidays,
  meetingId: string | undefined,
  body: MeetingBody,
  newMeetingId: string = randomUUID(),
): Promise<SaveMeetingResult> => {
  const school = { id: author.schoolId };
  const [calendars, existing] = await Promise.all([
    listSchoolCalendars(school.id),
    meetingId ? ownMeeting(author, meetingId) : Promise.resolve(undefined),
  ]);
  const usable = new Set(usableCalendars(author, calendars).map((calendar) => calendar.calendarId));
  const calendarIds = [...new Set(body.calendarIds)];
  if (calendarIds.some((calendarId) => !usable.has(calendarId))) throw refuse('calendarIds', 'not_usable');
  const references = await resolveReferences(school.id, year.id, body);
  const end = body.repeat === 'never' ? body.start : body.end;
  if (body.start > year.end || end < year.start) throw refuse('start', 'outside_school_year');
  const days = expandMeetingDays(
    { start: body.start, end, repeat: body.repeat, includeVacations: body.includeVacations },
    year,
    year.holidays,
  );
  if (days.length === 0) throw refuse('start', 'no_dates');

  const id = existing?.meetingId ?? newMeetingId;
  const revision = randomBytes(4).toString('hex');
  // One copy for the school's calendars (readers keep those of their calendars), one per tutor.
  const audiences = [
    CALENDARS_AUDIENCE,
    ...new Set([...references.tutors.map((tutor) => tutor.uid), ...references.tutorGroupTutorUids].map((uid) => `tutor:${uid}`)),
  ];
  const meeting: MeetingItem = {
    schoolId: school.id,
    book: MEETINGS,
    meetingId: id,
    schoolYearId: year.id,
    revision,
    authorUid: author.uid,
    authorName: existing?.authorName ?? author.displayName,
    name: body.name,
    description: body.description,
    calendarIds,
    rooms: references.rooms,
    tutors: references.tutors,
    tutorGroupIds: [...new Set(body.tutorGroupIds)],
    tutorGroupTutorUids: references.tutorGroupTutorUids,
    start: body.start,
    end,
    starttime: body.starttime,
    endtime: body.endtime,
    includeVacations: body.includeVacations,
    onBoard: body.onBoard,
    repeat: body.repeat,
    days,
    audiences,
  };
  const copies = days.flatMap((day) =>
    audiences.map((audience) => ({
      audience,
      lessonDateId: dateIdOf(id, revision, day),
      day,
      starttime: body.starttime,
      endtime: body.endtime,
      displayName: body.name,
      rooms: references.rooms,
      tutors: references.tutors,
      meetingId: id,
      meetingRevision: revision,
      calendarIds,
    })),
  );
  const newKeys = copies.map(({ audience, day, starttime, lessonDateId }) => ({ audience, day, starttime, lessonDateId }));
  await putMeetingDateCopies(school.id, year.id, copies);
  try {
    if (existing) {
      await meetingEntity
        .put(meeting)
        .where((attr, op) => op.eq(attr.revision, existing.revision))
        .go();
    } else {
      await meetingEntity.create(meeting).go();
    }
  } catch (error) {
    await removeCopies(school.id, year.id, newKeys);
    if (isConditionFailure(error)) throw new AppError('conflict');
    throw error;
  }
  await bumpPlanVersion(school.id);
  if (existing) await removeCopies(school.id, existing.schoolYearId, copyKeysOf(existing));
  return {
    meetingId: id,
    meetingDates: days.map((day) => ({ id: dateIdOf(id, revision, day), day, starttime: body.starttime, endtime: body.endtime })),
    ...meetingDateChanges(existing?.days ?? [], days, existing !== undefined && dateFields(existing) !== dateFields(meeting)),
  };
};

/** Deletes the caller's own meeting: the meeting item first (its dates vanish with it), then their copies. */
export const deleteMeeting = async (caller: Caller, meetingId: string) => {
  const meeting = await ownMeeting(authorOf(caller), meetingId);
  try {
    await meetingEntity
      .delete({ schoolId: caller.schoolId, book: MEETINGS, meetingId })
      .where((attr, op) => op.eq(attr.revision, meeting.revision))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('conflict');
    throw error;
  }
  await bumpPlanVersion(caller.schoolId);
  const removed = await removeCopies(caller.schoolId, meeting.schoolYearId, copyKeysOf(meeting));
  return { meetingId, meetingDatesRemoved: removed };
};

/** Admins: the school's calendars. */
export const listCalendars = async (caller: Caller): Promise<{ calendars: Calendar[] }> => ({
  calendars: (await listSchoolCalendars(caller.schoolId)).map(toCalendar),
});

const checkCalendarGroups = async (schoolId: string, groupIds: string[]) => {
  const school = await getSchool(schoolId);
  if (groupIds.length === 0) return;
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  const found = await getGroups(schoolId, school.activeSchoolYearId, groupIds);
  if (found.length !== new Set(groupIds).size) throw refuse('groupIds', 'unknown');
};

/** Admins: a new calendar of their school. */
export const createCalendar = async (caller: Caller, body: CalendarBody): Promise<Calendar> => {
  await checkCalendarGroups(caller.schoolId, body.groupIds);
  const item = { schoolId: caller.schoolId, calendarId: randomUUID(), ...body, groupIds: [...new Set(body.groupIds)] };
  await calendarEntity.create(item).go();
  await bumpPlanVersion(caller.schoolId);
  return toCalendar(item);
};

/** Admins: renames, recolours or re-assigns a calendar; its meetings follow without a rewrite (their copies are per calendar). */
export const updateCalendar = async (caller: Caller, calendarId: string, body: CalendarBody): Promise<Calendar> => {
  await checkCalendarGroups(caller.schoolId, body.groupIds);
  const item = { schoolId: caller.schoolId, calendarId, ...body, groupIds: [...new Set(body.groupIds)] };
  try {
    await calendarEntity
      .patch({ schoolId: caller.schoolId, book: 'calendars', calendarId })
      .set({ name: item.name, color: item.color, groupIds: item.groupIds, allTutors: item.allTutors })
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not-found');
    throw error;
  }
  await bumpPlanVersion(caller.schoolId);
  return toCalendar(item);
};
