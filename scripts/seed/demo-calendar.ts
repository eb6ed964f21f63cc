import { calendarEntity } from '../../lambdas/calendar/calendar.entity.js';
import { saveMeetingOf, saveTokensOf } from '../../lambdas/calendar/meeting-write.service.js';
import { meetingEntity } from '../../lambdas/calendar/meeting.entity.js';
import { defined } from '../../shared/defined.js';
import type { MeetingBody } from '../../shared/schemas/calendar.schema.js';
import { addDays, isoWeekday, mondayOf } from '../../shared/week.js';
import { demoSchools, demoUsers } from './demo-school.js';
import { seededWeeks } from './seed-day.js';

/**
 * Demo calendars and meetings ('Termine'): per school a Schulkalender (all classes, all tutors), at
 * the Lindenhof also a Lehrerkalender (tutors only) and a calendar of class 7a. The meetings are
 * saved through the calendar service, so their dates reach the weekplan and the calendar feed as
 * any saved meeting's do. Idempotent: calendars are puts, a meeting that exists is left alone.
 */
export const demoCalendars = [
  { schoolId: 'lindenhof', calendarId: 'schulkalender', name: 'Schulkalender', color: '#1e88e5', groupIds: ['7a', '9b'], allTutors: true },
  { schoolId: 'lindenhof', calendarId: 'lehrerkalender', name: 'Lehrerkalender', color: '#8e24aa', groupIds: [], allTutors: true },
  { schoolId: 'lindenhof', calendarId: 'klasse-7a', name: 'Klasse 7a', color: '#43a047', groupIds: ['7a'], allTutors: true },
  { schoolId: 'birkenweg', calendarId: 'schulkalender', name: 'Schulkalender', color: '#e53935', groupIds: ['6c'], allTutors: true },
];

interface DemoMeeting {
  meetingId: string;
  author: string;
  body: Omit<MeetingBody, 'includeVacations' | 'onBoard' | 'roomIds' | 'tutorUids' | 'tutorGroupIds'> & Partial<MeetingBody>;
}

/**
 * The demo meetings: the AG meets every week of the year; the others start in the seed's two weeks
 * (seededWeeks), so both weeks hold meetings on any day of the year.
 */
const demoMeetings = (monday: string, { start: yearStart, end: yearEnd }: { start: string; end: string }): DemoMeeting[] => [
  {
    meetingId: 'demo-elternsprechtag',
    author: 'lehrer.mueller',
    body: {
      name: 'Elternsprechtag',
      description: 'Die Lehrkräfte sind in ihren **Klassenräumen**. Bitte tragen Sie sich vorher in die Listen ein.',
      calendarIds: ['schulkalender'],
      roomIds: ['a101'],
      start: addDays(monday, 9),
      end: '',
      starttime: '16:00',
      endtime: '19:00',
      repeat: 'never',
    },
  },
  {
    meetingId: 'demo-schulgarten',
    author: 'lehrer.schmidt',
    body: {
      name: 'AG Schulgarten',
      description: 'Wir pflegen die Beete hinter der Turnhalle.\n\n- Handschuhe mitbringen\n- Bei Regen im Raum N 12',
      calendarIds: ['schulkalender'],
      roomIds: ['n12'],
      start: addDays(mondayOf(yearStart), 3 + (isoWeekday(yearStart) > 4 ? 7 : 0)),
      end: yearEnd,
      starttime: '13:30',
      endtime: '15:00',
      repeat: 'weekly',
    },
  },
  {
    meetingId: 'demo-fachkonferenz',
    author: 'lehrer.mueller',
    body: {
      name: 'Fachkonferenz Naturwissenschaften',
      description: '',
      calendarIds: ['lehrerkalender'],
      start: addDays(monday, 2),
      end: yearEnd,
      starttime: '14:00',
      endtime: '15:30',
      repeat: '2weeks',
    },
  },
  {
    meetingId: 'demo-infoabend-7a',
    author: 'lehrer.mueller',
    body: {
      name: 'Infoabend Klassenfahrt',
      description: 'Informationen zur Klassenfahrt der 7a.',
      calendarIds: ['klasse-7a'],
      roomIds: ['a203'],
      start: addDays(monday, 10),
      end: '',
      starttime: '18:00',
      endtime: '19:30',
      repeat: 'never',
    },
  },
  {
    meetingId: 'demo-schulfest',
    author: 'lehrer.klein',
    body: {
      name: 'Schulfest',
      description: 'Alle sind herzlich eingeladen.',
      calendarIds: ['schulkalender'],
      start: addDays(monday, 11),
      end: '',
      starttime: '10:00',
      endtime: '14:00',
      repeat: 'never',
    },
  },
];

/** Seeds the demo calendars and meetings (after users and timetables: meetings name rooms and tutors). */
export const seedDemoCalendars = async (uids: Map<string, string>, firstMonday = seededWeeks().first) => {
  await calendarEntity.put(demoCalendars).go();
  let meetings = 0;
  const { schoolYear } = demoSchools[0];
  // A year that ends mid-week may end before a meeting of the seed's week.
  for (const meeting of demoMeetings(firstMonday, schoolYear).filter(({ body }) => body.start <= schoolYear.end)) {
    const user = defined(
      demoUsers.find((candidate) => candidate.username === meeting.author),
      'demo user',
    );
    const school = defined(
      demoSchools.find((candidate) => candidate.schoolId === user.schoolId),
      'demo school',
    );
    const { data } = await meetingEntity.get({ schoolId: user.schoolId, book: 'meetings', meetingId: meeting.meetingId }).go();
    if (data) continue;
    const author = {
      uid: defined(uids.get(user.username), 'uid of a demo user'),
      schoolId: user.schoolId,
      displayName: user.displayName,
      isAdmin: user.isAdmin ?? false,
    };
    const year = {
      id: school.schoolYear.schoolYearId,
      start: school.schoolYear.start,
      end: school.schoolYear.end,
      holidays: school.schoolYear.holidays ?? [],
    };
    const body: MeetingBody = { includeVacations: false, onBoard: false, roomIds: [], tutorUids: [], tutorGroupIds: [], ...meeting.body };
    await saveMeetingOf(author, year, undefined, body, { ...saveTokensOf(undefined), newMeetingId: meeting.meetingId });
    meetings += 1;
  }
  return meetings;
};
