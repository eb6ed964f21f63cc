import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CalendarBody, MeetingBody } from '@shared/schemas/calendar.schema.js';
import type { TranslationLanguage } from '@shared/schemas/translation.schema.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';
import { todaysDates } from './calendar-view.model.js';

export const calendarPageKey = apiKey('getCalendarPage');

/** The caller's meetings 10 months before and after today, and the calendars to filter by. */
export const useCalendarPage = () => useApi('getCalendarPage', undefined, { revalidateOnFocus: true });

/** What the meeting dialog offers (tutors only; `enabled` false pauses it). */
export const useMeetingOptions = (enabled: boolean) => useApi(enabled ? 'getMeetingOptions' : null);

/** The start page badge on 'Termine': today's meeting dates; undefined while loading. */
export const useTodayMeetingCount = (): number | undefined => {
  const { data } = useCalendarPage();
  return data && todaysDates(data.meetings, data.today);
};

/** Saves a new meeting, or an edit of the author's own naming the revision it started from; the page loads again afterwards. */
export const useSaveMeeting = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (edit: { meetingId: string; revision: string } | undefined, body: MeetingBody) => {
      const result = edit
        ? await callApi('updateMeeting', { params: { meetingId: edit.meetingId }, body: { ...body, revision: edit.revision } })
        : await callApi('createMeeting', { body });
      await mutate(calendarPageKey);
      return result;
    },
    [mutate],
  );
};

/** The meeting as stored now (after a save was refused as outdated); 404 once it was deleted meanwhile. */
export const loadMeeting = async (meetingId: string) => {
  const meeting = (await callApi('getCalendarPage')).meetings.find((stored) => stored.id === meetingId);
  if (!meeting) throw new ApiError(404, 'not-found', { meetingId: 'deleted' });
  return meeting;
};

export const useDeleteMeeting = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (meetingId: string) => {
      await callApi('deleteMeeting', { params: { meetingId } });
      await mutate(calendarPageKey);
    },
    [mutate],
  );
};

/** The school's calendars (admins) and the classes and courses they can hold. */
export const useCalendarsAdmin = () => useApi('listCalendars');
export const useCalendarGroups = () => useApi('getMeetingOptions');

/** A calendar of the school as stored now (after a save was refused as outdated). */
export const loadSchoolCalendar = async (calendarId: string) => {
  const calendar = (await callApi('listCalendars')).calendars.find((stored) => stored.id === calendarId);
  if (!calendar) throw new ApiError(404, 'not-found');
  return calendar;
};

/** Creates a calendar, or saves an edit naming the revision it started from; the list and the calendar page load again. */
export const useSaveCalendar = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (edit: { calendarId: string; revision: number } | undefined, body: CalendarBody) => {
      const saved = edit
        ? await callApi('updateCalendar', { params: { calendarId: edit.calendarId }, body: { ...body, revision: edit.revision } })
        : await callApi('createCalendar', { body });
      await Promise.all([mutate(apiKey('listCalendars')), mutate(apiKey('getCalendarPage')), mutate(apiKey('getMeetingOptions'))]);
      return saved;
    },
    [mutate],
  );
};

/** A text in another language (`null`: none asked), fetched once per text and language; a failure is not retried. */
export const useTranslation = (text: string, language: TranslationLanguage | null) =>
  useApi(language ? 'translateText' : null, language ? { body: { text, target: language } } : undefined, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
