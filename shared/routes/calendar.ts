import * as z from 'zod';
import {
  adminCalendarSchema,
  calendarBodySchema,
  calendarPageSchema,
  calendarParamsSchema,
  deletedMeetingSchema,
  meetingBodySchema,
  meetingOptionsSchema,
  meetingParamsSchema,
  saveMeetingResultSchema,
  updateCalendarBodySchema,
  updateMeetingBodySchema,
} from '../schemas/calendar.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

const tutors = { roles: ['tutor'] } as const;
const admins = { ...tutors, adminOnly: true } as const;

/** Everyone reads the calendar page; tutors make meetings (only the author changes one); admins manage calendars. */
export const calendarRoutes = defineRoutes(
  { name: 'calendar' },
  {
    getCalendarPage: { method: 'GET', path: '/api/calendar', response: calendarPageSchema },
    getMeetingOptions: { method: 'GET', path: '/api/calendar/options', access: tutors, response: meetingOptionsSchema },
    createMeeting: { method: 'POST', path: '/api/meetings', access: tutors, body: meetingBodySchema, response: saveMeetingResultSchema },
    updateMeeting: {
      method: 'PUT',
      path: '/api/meetings/{meetingId}',
      access: tutors,
      params: meetingParamsSchema,
      body: updateMeetingBodySchema,
      response: saveMeetingResultSchema,
    },
    deleteMeeting: {
      method: 'DELETE',
      path: '/api/meetings/{meetingId}',
      access: tutors,
      params: meetingParamsSchema,
      response: deletedMeetingSchema,
    },
    listCalendars: {
      method: 'GET',
      path: '/api/calendars',
      access: schoolAdmins,
      response: z.object({ calendars: z.array(adminCalendarSchema) }),
    },
    createCalendar: { method: 'POST', path: '/api/calendars', access: admins, body: calendarBodySchema, response: adminCalendarSchema },
    updateCalendar: {
      method: 'PUT',
      path: '/api/calendars/{calendarId}',
      access: admins,
      params: calendarParamsSchema,
      body: updateCalendarBodySchema,
      response: adminCalendarSchema,
    },
  },
);
