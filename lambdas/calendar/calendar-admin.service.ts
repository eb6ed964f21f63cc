import { randomUUID } from 'node:crypto';
import type { AdminCalendar, CalendarBody, UpdateCalendarBody } from '../../shared/schemas/calendar.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { countedRevision, outdatedEdit, requireRevision, stillAtRevision } from '../_lib/revision.js';
import { getSchool } from '../schools/school.service.js';
import { getGroups } from '../timetable/group-lookup.service.js';
import { bumpPlanVersion } from '../timetable/plan-version.service.js';
import { listSchoolCalendars, toCalendar, type CalendarItem } from './calendar-membership.service.js';
import { calendarEntity } from './calendar.entity.js';

const toAdminCalendar = (item: CalendarItem): AdminCalendar => ({ ...toCalendar(item), revision: countedRevision(item.revision) });

/** Admins: the school's calendars, each with the revision an edit names. */
export const listCalendars = async (caller: Caller): Promise<{ calendars: AdminCalendar[] }> => ({
  calendars: (await listSchoolCalendars(caller.schoolId)).map(toAdminCalendar),
});

const checkCalendarGroups = async (schoolId: string, groupIds: string[]) => {
  const school = await getSchool(schoolId);
  if (groupIds.length === 0) return;
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  const found = await getGroups(schoolId, school.activeSchoolYearId, groupIds);
  if (found.length !== new Set(groupIds).size) throw new AppError('validation-failed', { 'body.groupIds': 'unknown' });
};

/** Admins: a new calendar of their school, at revision 1. */
export const createCalendar = async (caller: Caller, body: CalendarBody): Promise<AdminCalendar> => {
  await checkCalendarGroups(caller.schoolId, body.groupIds);
  const item = { schoolId: caller.schoolId, calendarId: randomUUID(), ...body, groupIds: [...new Set(body.groupIds)], revision: 1 };
  await calendarEntity.create(item).go();
  await bumpPlanVersion(caller.schoolId);
  return toAdminCalendar(item);
};

/** The stored calendar's revision, or undefined when there is no such calendar. */
const storedRevisionOf = async (schoolId: string, calendarId: string) => {
  const { data } = await calendarEntity.get({ schoolId, book: 'calendars', calendarId }).go({ attributes: ['calendarId', 'revision'] });
  return data ? countedRevision(data.revision) : undefined;
};

/**
 * Admins: renames, recolours or re-assigns a calendar; its meetings follow without a rewrite (their copies are per
 * calendar). The edit names the revision it was loaded at: another one (a save meanwhile, e.g. in a second tab)
 * answers 409 'conflict' with `revision: 'outdated'`, and the write is guarded by it against a save now.
 */
export const updateCalendar = async (
  caller: Caller,
  calendarId: string,
  { revision: named, ...body }: UpdateCalendarBody,
): Promise<AdminCalendar> => {
  await checkCalendarGroups(caller.schoolId, body.groupIds);
  const revision = await storedRevisionOf(caller.schoolId, calendarId);
  if (revision === undefined) throw new AppError('not-found');
  requireRevision(revision, named);
  const item = { schoolId: caller.schoolId, calendarId, ...body, groupIds: [...new Set(body.groupIds)], revision: revision + 1 };
  try {
    await calendarEntity
      .patch({ schoolId: caller.schoolId, book: 'calendars', calendarId })
      .set({ name: item.name, color: item.color, groupIds: item.groupIds, allTutors: item.allTutors, revision: item.revision })
      .where((attributes, operators) => stillAtRevision(attributes.revision, revision, operators))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw (await storedRevisionOf(caller.schoolId, calendarId)) === undefined ? new AppError('not-found') : outdatedEdit();
  }
  await bumpPlanVersion(caller.schoolId);
  return toAdminCalendar(item);
};
