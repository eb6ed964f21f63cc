import type { Weekplan } from '../../shared/schemas/timetable.schema.js';
import { daysFrom } from '../../shared/week.js';
import type { Subject } from '../_lib/caller.js';
import { currentMeetingRevisions, isCalendarMember, listSchoolCalendars } from '../calendar/calendar-membership.service.js';
import { audienceOfGroup, audienceOfStudent, audienceOfTutor, CALENDARS_AUDIENCE, lessonDateEntity } from './lesson-date.entity.js';
import { listTimeBlocks } from './time-blocks.service.js';
import type { PlanWeek } from './weekplan-cache.service.js';
import { toEvents, type LessonDateItem, type Viewer } from './weekplan-event.model.js';
import { groupIdsOfStudent } from './year-groups.service.js';

/**
 * Reading the plan week by week: the lesson dates of an audience's week, the audiences and calendars
 * of a subject, and the meeting dates of their current revision only.
 */
/** The lesson dates of an audience in one week. */
export const lessonDatesOfWeek = async (schoolId: string, schoolYearId: string, audience: string, weekStart: string) => {
  const { data } = await lessonDateEntity.query.byAudienceWeek({ schoolId, schoolYearId, audience, weekStart }).go({ pages: 'all' });
  return data;
};

/** Whose events a reader queries: audiences, and the calendars whose meeting dates it keeps. */
export interface Audiences {
  audiences: string[];
  calendarIds: ReadonlySet<string>;
}

/** The items a reader keeps: a meeting date copy under the school's calendar audience only for one of the reader's calendars. */
const ofCalendars = (items: LessonDateItem[], calendarIds: ReadonlySet<string> | 'all') =>
  calendarIds === 'all'
    ? items
    : items.filter((item) => item.audience !== CALENDARS_AUDIENCE || (item.calendarIds ?? []).some((id) => calendarIds.has(id)));

/** The meetings whose current revision decides which of the items' meeting dates count. */
const meetingIdsOf = (items: LessonDateItem[]) => items.flatMap((item) => (item.meetingId ? [item.meetingId] : []));

/** Without meeting dates of an older (or unfinished) revision than their meeting's current one (see meeting.entity.ts). */
const ofCurrentRevisions = (items: LessonDateItem[], revisions: ReadonlyMap<string, string>) =>
  items.filter((item) => !item.meetingId || revisions.get(item.meetingId) === item.meetingRevision);

/**
 * The meeting dates a reader may see, each of its meeting's current revision: a copy under the
 * school's calendar audience only for one of the reader's calendars, and no copy of an older (or
 * unfinished) revision (see meeting.entity.ts). One batch get of the meetings found; none when the
 * items hold no meeting date.
 */
export const withCurrentMeetingDates = async (schoolId: string, items: LessonDateItem[], calendarIds: ReadonlySet<string> | 'all') => {
  const mine = ofCalendars(items, calendarIds);
  const meetingIds = meetingIdsOf(mine);
  if (meetingIds.length === 0) return mine;
  return ofCurrentRevisions(mine, await currentMeetingRevisions(schoolId, meetingIds));
};

export interface WeekQuery {
  from?: string;
  days?: number;
}

/**
 * Every day of one week of the given audiences as the viewer sees it: one query per audience,
 * beside the time blocks, then the meetings' revisions when the week holds meeting dates.
 */
export const planWeekOf = async (
  schoolId: string,
  schoolYearId: string,
  { audiences, calendarIds }: Audiences,
  weekStart: string,
  viewer: Viewer,
): Promise<PlanWeek> => {
  const [blocks, ...weeks] = await Promise.all([
    listTimeBlocks(schoolId, schoolYearId),
    ...audiences.map((audience) => lessonDatesOfWeek(schoolId, schoolYearId, audience, weekStart)),
  ]);
  const items = await withCurrentMeetingDates(schoolId, weeks.flat(), calendarIds);
  return { blocks, events: toEvents(items, viewer, () => true) };
};

/** The weekplan of the asked days (default: this week's five school days), cut from their week. */
export const weekplanFrom = (week: PlanWeek, from: string, dayCount = 5): Weekplan => {
  const days = daysFrom(from, dayCount);
  return { from, days, blocks: week.blocks, events: week.events.filter((event) => days.includes(event.day)) };
};

/**
 * A tutor's own events; a student's through her groups (one query) and those she was moved into;
 * both also the meeting dates of their calendars (one query for the school's calendars, beside the
 * groups' query, then the school's calendar audience, only when the subject belongs to a calendar).
 */
export const audiencesOfSubject = async (subject: Subject, schoolYearId: string): Promise<Audiences> => {
  const [groupIds, calendars] = await Promise.all([
    subject.role === 'tutor' ? [] : groupIdsOfStudent(subject.schoolId, schoolYearId, subject.uid),
    listSchoolCalendars(subject.schoolId),
  ]);
  const calendarIds = new Set(
    calendars.filter((calendar) => isCalendarMember(calendar, subject.role, groupIds)).map((calendar) => calendar.calendarId),
  );
  const own =
    subject.role === 'tutor' ? [audienceOfTutor(subject.uid)] : [...groupIds.map(audienceOfGroup), audienceOfStudent(subject.uid)];
  return { audiences: calendarIds.size > 0 ? [...own, CALENDARS_AUDIENCE] : own, calendarIds };
};

/** The events of one group in one week (Meine Kurse reads a course's weekly dates from them): one query. */
export const groupEventsOfWeek = async (schoolId: string, schoolYearId: string, groupId: string, weekStart: string) =>
  toEvents(await lessonDatesOfWeek(schoolId, schoolYearId, audienceOfGroup(groupId), weekStart), { role: 'student' }, () => true);
