import type { Calendar } from '../../shared/schemas/calendar.schema.js';
import type { Subject } from '../_lib/caller.js';
import { calendarEntity } from './calendar.entity.js';
import { meetingEntity } from './meeting.entity.js';

export interface CalendarItem {
  calendarId: string;
  name: string;
  color: string;
  groupIds?: string[];
  allTutors?: boolean;
  revision?: number;
}

/** The calendars of a school (one query; a school has a few dozen at most). */
export const listSchoolCalendars = async (schoolId: string): Promise<CalendarItem[]> => {
  const { data } = await calendarEntity.query.bySchool({ schoolId, book: 'calendars' }).go({ pages: 'all' });
  return data;
};

export const toCalendar = (item: CalendarItem): Calendar => ({
  id: item.calendarId,
  name: item.name,
  color: item.color,
  groupIds: item.groupIds ?? [],
  allTutors: item.allTutors ?? false,
});

/**
 * Whether someone belongs to a calendar: a tutor to those every tutor shares, a student (and the
 * guardian acting for her) to those of one of her groups.
 */
export const isCalendarMember = (calendar: CalendarItem, role: Subject['role'], groupIds: readonly string[]) =>
  role === 'tutor' ? calendar.allTutors === true : (calendar.groupIds ?? []).some((groupId) => groupIds.includes(groupId));

/**
 * The current revision of each meeting (one batch get): readers keep a meeting date only when its
 * copy carries its meeting's current revision, so a save never shows half an edit, and the dates
 * of a deleted meeting vanish with the meeting item.
 */
export const currentMeetingRevisions = async (schoolId: string, meetingIds: readonly string[]): Promise<Map<string, string>> => {
  const unique = [...new Set(meetingIds)];
  if (unique.length === 0) return new Map();
  const { data } = await meetingEntity
    .get(unique.map((meetingId) => ({ schoolId, book: 'meetings' as const, meetingId })))
    .go({ attributes: ['meetingId', 'revision'] });
  return new Map(data.map((meeting) => [meeting.meetingId, meeting.revision]));
};
