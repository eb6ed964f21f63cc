import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CalendarBody } from '../../../../shared/schemas/calendar.schema.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';

/** The school's calendars (admins) and the classes and courses they can hold. */
export const useCalendarsAdmin = () => useApi('listCalendars');
export const useCalendarGroups = () => useApi('getMeetingOptions');

/** Creates a calendar (no id) or changes one; the list and the calendar page load again. */
export const useSaveCalendar = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (calendarId: string | undefined, body: CalendarBody) => {
      const saved = calendarId
        ? await callApi('updateCalendar', { params: { calendarId }, body })
        : await callApi('createCalendar', { body });
      await Promise.all([mutate(apiKey('listCalendars')), mutate(apiKey('getCalendarPage')), mutate(apiKey('getMeetingOptions'))]);
      return saved;
    },
    [mutate],
  );
};
