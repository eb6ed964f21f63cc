import type { MeetingBody, MeetingOptions, SaveMeetingResult } from '../../shared/schemas/calendar.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { logger } from '../_lib/observability.js';
import { outdatedEdit, requireRevision } from '../_lib/revision.js';
import { actionItemId, actionToken, type ActionRef } from '../_lib/user-action.js';
import { getActiveSchoolYear, getSchool } from '../schools/school.service.js';
import { getGroups, listGroupsOfYear } from '../timetable/group-lookup.service.js';
import {
  CALENDARS_AUDIENCE,
  deleteLessonDateCopies,
  putMeetingDateCopies,
  type LessonDateCopyKey,
} from '../timetable/lesson-date-write.service.js';
import { bumpPlanVersion } from '../timetable/plan-version.service.js';
import { listRooms } from '../timetable/room-lookup.service.js';
import { getUserRecords, listTutorShorts } from '../users/user.service.js';
import { isCalendarMember, listSchoolCalendars, toCalendar, type CalendarItem } from './calendar-membership.service.js';
import { changesCopiedFields, copyKeysOf, meetingDateCopiesOf, meetingDatesOf, type MeetingItem } from './meeting-copies.model.js';
import { expandMeetingDays, meetingDateChanges } from './meeting-dates.model.js';
import { meetingEntity } from './meeting.entity.js';

const MEETINGS = 'meetings' as const;

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

/** The body's calendars; one the author may not use refuses the save. */
const chosenCalendarIds = (author: MeetingAuthor, calendars: CalendarItem[], body: MeetingBody) => {
  const usable = new Set(usableCalendars(author, calendars).map((calendar) => calendar.calendarId));
  const calendarIds = [...new Set(body.calendarIds)];
  if (calendarIds.some((calendarId) => !usable.has(calendarId))) throw refuse('calendarIds', 'not_usable');
  return calendarIds;
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

interface SchoolYearWithHolidays {
  id: string;
  start: string;
  end: string;
  holidays: { from: string; to: string }[];
}

/** The meeting's end (a single meeting's is its start) and its days; none in the school year refuses the save. */
const scheduleOf = (body: MeetingBody, year: SchoolYearWithHolidays) => {
  const end = body.repeat === 'never' ? body.start : body.end;
  if (body.start > year.end || end < year.start) throw refuse('start', 'outside_school_year');
  const days = expandMeetingDays(
    { start: body.start, end, repeat: body.repeat, includeVacations: body.includeVacations },
    year,
    year.holidays,
  );
  if (days.length === 0) throw refuse('start', 'no_dates');
  return { end, days };
};

interface CheckedMeeting {
  meetingId: string;
  schoolYearId: string;
  calendarIds: string[];
  references: Awaited<ReturnType<typeof resolveReferences>>;
  schedule: ReturnType<typeof scheduleOf>;
}

/** What makes a save's writes its own: the id a new meeting gets and the revision the save writes. */
export interface SaveTokens {
  newMeetingId: string;
  revision: string;
}
/** A save's tokens: from the user action, so that every attempt of it writes the same; fresh without one. */
export const saveTokensOf = (action: ActionRef | undefined): SaveTokens => ({
  newMeetingId: actionItemId(action, 'meeting'),
  revision: actionToken(action, 'meeting-revision'),
});

/** Where a revision's copies lie, for the save that replaces it. */
const replacedOf = (existing: MeetingItem | undefined): MeetingItem['replaced'] =>
  existing && {
    revision: existing.revision,
    schoolYearId: existing.schoolYearId,
    starttime: existing.starttime,
    days: existing.days ?? [],
    audiences: existing.audiences ?? [],
  };

/** The meeting item of a new revision, with the audiences its copies go to. */
const meetingItemOf = (
  author: MeetingAuthor,
  existing: MeetingItem | undefined,
  body: MeetingBody,
  checked: CheckedMeeting,
  revision: string,
): MeetingItem => {
  const { references } = checked;
  // One copy for the school's calendars (readers keep those of their calendars), one per tutor.
  const audiences = [
    CALENDARS_AUDIENCE,
    ...new Set([...references.tutors.map((tutor) => tutor.uid), ...references.tutorGroupTutorUids].map((uid) => `tutor:${uid}`)),
  ];
  return {
    schoolId: author.schoolId,
    book: MEETINGS,
    meetingId: checked.meetingId,
    schoolYearId: checked.schoolYearId,
    revision,
    authorUid: author.uid,
    authorName: existing?.authorName ?? author.displayName,
    name: body.name,
    description: body.description,
    calendarIds: checked.calendarIds,
    rooms: references.rooms,
    tutors: references.tutors,
    tutorGroupIds: [...new Set(body.tutorGroupIds)],
    tutorGroupTutorUids: references.tutorGroupTutorUids,
    start: body.start,
    end: checked.schedule.end,
    starttime: body.starttime,
    endtime: body.endtime,
    includeVacations: body.includeVacations,
    onBoard: body.onBoard,
    repeat: body.repeat,
    days: checked.schedule.days,
    audiences,
    replaced: replacedOf(existing),
  };
};

/** Old copies go after the switch; one that stays behind is invisible (wrong revision), so a failure is only logged. */
const removeCopies = async (schoolId: string, schoolYearId: string, keys: LessonDateCopyKey[]) => {
  try {
    return await deleteLessonDateCopies(schoolId, schoolYearId, keys);
  } catch (error) {
    logger.warn('meeting date cleanup failed', { copies: keys.length, errorName: (error as Error).name });
    return 0;
  }
};

/** The copies a meeting no longer names: its own revision's (when it goes; their count) and those its last save may have left. */
const removeCopiesOf = async (meeting: MeetingItem, own: boolean) => {
  const { replaced } = meeting;
  const [ownRemoved] = await Promise.all([
    own ? removeCopies(meeting.schoolId, meeting.schoolYearId, copyKeysOf(meeting)) : 0,
    replaced && removeCopies(meeting.schoolId, replaced.schoolYearId, copyKeysOf({ meetingId: meeting.meetingId, ...replaced })),
  ]);
  return ownRemoved;
};

const findMeeting = async (schoolId: string, meetingId: string) =>
  (await meetingEntity.get({ schoolId, book: MEETINGS, meetingId }).go()).data ?? undefined;

/**
 * Writes the new revision's copies, then switches the meeting to it; a failed switch takes the copies back. A switch
 * whose condition fails on the meeting at this very revision met its own write (the SDK sent it again after a lost
 * answer): that is done, not a conflict.
 */
const switchToRevision = async (meeting: MeetingItem, existing: MeetingItem | undefined) => {
  await putMeetingDateCopies(meeting.schoolId, meeting.schoolYearId, meetingDateCopiesOf(meeting));
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
    if (isConditionFailure(error) && (await findMeeting(meeting.schoolId, meeting.meetingId))?.revision === meeting.revision) return;
    await removeCopies(meeting.schoolId, meeting.schoolYearId, copyKeysOf(meeting));
    if (isConditionFailure(error)) throw outdatedEdit();
    throw error;
  }
};

/** The answer to a save: the meeting's revision and dates, and which dates it added, removed or changed. */
const savedAnswer = (meeting: MeetingItem, before: readonly string[], changed: boolean): SaveMeetingResult => ({
  meetingId: meeting.meetingId,
  revision: meeting.revision,
  meetingDates: meetingDatesOf(meeting),
  ...meetingDateChanges(before, meeting.days ?? [], changed),
});

/**
 * An earlier attempt of this save (the same user action) switched the meeting and then failed, e.g. on the busy plan
 * version: the repeat finishes what came after the switch and answers as the first attempt would have.
 */
const finishEarlierAttempt = async (meeting: MeetingItem): Promise<SaveMeetingResult> => {
  await bumpPlanVersion(meeting.schoolId);
  await removeCopiesOf(meeting, false);
  return savedAnswer(meeting, meeting.replaced?.days ?? [], meeting.replaced !== undefined);
};

/** The meeting an edit changes and the revision the dialog loaded it at. */
export interface MeetingEdit {
  meetingId: string;
  revision: string;
}

/**
 * Saves a new meeting (no id) or the caller's own meeting and rewrites its dates: expands the
 * repeat within the school year (without holidays unless includeVacations), writes the copies of a
 * new revision (one per date and audience: each calendar, each tutor, each tutor group's class
 * tutor), switches the meeting item to that revision with a condition on the revision it read
 * (the one write that makes the change visible; the school's calendar feeds are stale from then
 * on), then removes the old copies. A save that fails before the switch leaves the old dates as
 * they were; an edit started from another revision than the stored one, or racing another save,
 * answers 409 'conflict' (revision 'outdated'). A repeat of the user action that finds the
 * meeting at the revision it writes finishes that attempt instead of saving again.
 */
export const saveMeeting = async (
  caller: Caller,
  edit: MeetingEdit | undefined,
  body: MeetingBody,
  action: ActionRef | undefined,
): Promise<SaveMeetingResult> => {
  const year = await getActiveSchoolYear(await getSchool(caller.schoolId));
  return saveMeetingOf(authorOf(caller), year, edit, body, saveTokensOf(action));
};

/** saveMeeting for an author in a school year (the seed calls it before the school record exists). */
export const saveMeetingOf = async (
  author: MeetingAuthor,
  year: SchoolYearWithHolidays,
  edit: MeetingEdit | undefined,
  body: MeetingBody,
  tokens: SaveTokens,
): Promise<SaveMeetingResult> => {
  const [calendars, existing] = await Promise.all([
    listSchoolCalendars(author.schoolId),
    edit ? ownMeeting(author, edit.meetingId) : findMeeting(author.schoolId, tokens.newMeetingId),
  ]);
  if (existing?.revision === tokens.revision && existing.authorUid === author.uid) return finishEarlierAttempt(existing);
  if (existing && !edit) throw new AppError('conflict');
  if (existing && edit) requireRevision(existing.revision, edit.revision);
  const calendarIds = chosenCalendarIds(author, calendars, body);
  const references = await resolveReferences(author.schoolId, year.id, body);
  const schedule = scheduleOf(body, year);
  const checked = { meetingId: existing?.meetingId ?? tokens.newMeetingId, schoolYearId: year.id, calendarIds, references, schedule };
  const meeting = meetingItemOf(author, existing, body, checked, tokens.revision);
  await switchToRevision(meeting, existing);
  await bumpPlanVersion(author.schoolId);
  if (existing) await removeCopiesOf(existing, true);
  return savedAnswer(meeting, existing?.days ?? [], existing !== undefined && changesCopiedFields(existing, meeting));
};

/** Deletes the caller's own meeting: the meeting item first (its dates vanish with it), then their copies and any left before. */
export const deleteMeeting = async (caller: Caller, meetingId: string) => {
  const meeting = await ownMeeting(authorOf(caller), meetingId);
  try {
    await meetingEntity
      .delete({ schoolId: caller.schoolId, book: MEETINGS, meetingId })
      .where((attr, op) => op.eq(attr.revision, meeting.revision))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Gone meanwhile: the SDK's repeat of this delete after a lost answer, done; still there: saved meanwhile.
    if (await findMeeting(caller.schoolId, meetingId)) throw new AppError('conflict');
  }
  await bumpPlanVersion(caller.schoolId);
  const removed = await removeCopiesOf(meeting, true);
  return { meetingId, meetingDatesRemoved: removed };
};
