import { calendarEntity } from '../../lambdas/calendar/calendar.entity.js';
import { saveMeetingOf, saveTokensOf } from '../../lambdas/calendar/meeting-write.service.js';
import { meetingEntity } from '../../lambdas/calendar/meeting.entity.js';
import { LARGE_SCHOOL_CLASSES, LARGE_SCHOOL_ID, largeSchoolYear } from './large-school.js';

const CALENDARS = 10;
const colors = ['#1e88e5', '#43a047', '#8e24aa', '#e53935', '#00897b', '#fb8c00', '#3949ab', '#6d4c41', '#d81b60', '#546e7a'];

/**
 * The large school's 10 calendars ('calendar: list' measures a tutor who sees them all): each for
 * all tutors and one class, with a weekly meeting over the whole school year by the benchmark
 * tutor, saved through the calendar service like any meeting. Idempotent.
 */
export const seedLargeSchoolCalendars = async (tutor: { uid: string; displayName: string }) => {
  const calendars = Array.from({ length: CALENDARS }, (_, index) => ({
    schoolId: LARGE_SCHOOL_ID,
    calendarId: `kalender-${String(index + 1)}`,
    name: `Kalender ${String(index + 1)}`,
    color: colors[index] ?? '#1e88e5',
    groupIds: [LARGE_SCHOOL_CLASSES[index] ?? '5a'],
    allTutors: true,
  }));
  await calendarEntity.put(calendars).go();
  const author = { ...tutor, schoolId: LARGE_SCHOOL_ID, isAdmin: false };
  const year = { id: largeSchoolYear.schoolYearId, start: largeSchoolYear.start, end: largeSchoolYear.end, holidays: [] };
  for (const [index, calendar] of calendars.entries()) {
    const meetingId = `last-${calendar.calendarId}`;
    const { data } = await meetingEntity.get({ schoolId: LARGE_SCHOOL_ID, book: 'meetings', meetingId }).go();
    if (data) continue;
    await saveMeetingOf(
      author,
      year,
      undefined,
      {
        name: `Konferenz ${calendar.name}`,
        description: 'Wöchentliche Besprechung.',
        calendarIds: [calendar.calendarId],
        roomIds: [],
        tutorUids: [],
        tutorGroupIds: [],
        start: '2026-09-07',
        end: largeSchoolYear.end,
        starttime: `${String(13 + (index % 5)).padStart(2, '0')}:00`,
        endtime: `${String(14 + (index % 5)).padStart(2, '0')}:00`,
        includeVacations: false,
        onBoard: false,
        repeat: 'weekly',
      },
      { ...saveTokensOf(undefined), newMeetingId: meetingId },
    );
  }
};
