import { calendarRoutes } from '../../shared/routes/calendar.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { createCalendar, listCalendars, updateCalendar } from './calendar-admin.service.js';
import { getCalendarPage } from './calendar-page.service.js';
import { deleteMeeting, getMeetingOptions, saveMeeting } from './meeting-write.service.js';

export const handler = domainHandler(calendarRoutes, resolveCaller, {
  getCalendarPage: ({ caller }) => getCalendarPage(caller),
  getMeetingOptions: ({ caller }) => getMeetingOptions(caller),
  createMeeting: ({ caller, input, action }) => saveMeeting(caller, undefined, input.body, action),
  updateMeeting: ({ caller, input, action }) =>
    saveMeeting(caller, { meetingId: input.params.meetingId, revision: input.body.revision }, input.body, action),
  deleteMeeting: ({ caller, input }) => deleteMeeting(caller, input.params.meetingId),
  listCalendars: ({ caller }) => listCalendars(caller),
  createCalendar: ({ caller, input }) => createCalendar(caller, input.body),
  updateCalendar: ({ caller, input }) => updateCalendar(caller, input.params.calendarId, input.body),
});
