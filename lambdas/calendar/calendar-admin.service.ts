import { randomUUID } from 'node:crypto';
import type { Calendar, CalendarBody } from '../../shared/schemas/calendar.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { getSchool } from '../schools/school.service.js';
import { getGroups } from '../timetable/group-lookup.service.js';
import { bumpPlanVersion } from '../timetable/plan-version.service.js';
import { listSchoolCalendars, toCalendar } from './calendar-membership.service.js';
import { calendarEntity } from './calendar.entity.js';

/** Admins: the school's calendars. */
export const listCalendars = async (caller: Caller): Promise<{ calendars: Calendar[] }> => ({
  calendars: (await listSchoolCalendars(caller.schoolId)).map(toCalendar),
});

const checkCalendarGroups = async (schoolId: string, groupIds: string[]) => {
  const school = await getSchool(schoolId);
  if (groupIds.length === 0) return;
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  const found = await getGroups(schoolId, school.activeSchoolYearId, groupIds);
  if (found.length !== new Set(groupIds).size) throw new AppError('validation-failed', { 'body.groupIds': 'unknown' });
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
