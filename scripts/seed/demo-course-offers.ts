import type { CourseDate } from '../../shared/schemas/course.schema.js';

/**
 * Demo offers of the course registration 'Anmeldung' at the Lindenhof, open until January 2027 and
 * held in the second half-year (so this week's plans stay as the timetable wrote them): a course
 * group of afternoon clubs with priorities (up to 3 choices) and a swimming course without
 * priorities (first come, first served), both by Herr Müller. Anna has taken a place in the swimming
 * course, so she is a member of its course, and her class teacher Herr Müller, who leads it, finds it
 * among the student groups of 7a and may notify it as a whole. Ids are fixed: seeding again changes nothing.
 */
/** The tutor who leads every demo offer. */
export const DEMO_COURSE_LEADER = { username: 'lehrer.mueller', short: 'MÜL' };

/** The half-year the offers are held in: their dates are its weekdays outside the holidays. */
export const DEMO_COURSE_HALF = { start: '2027-02-01', end: '2027-07-16' };
const weekly = (weekday: number, starttime: string, endtime: string): CourseDate[] => [{ weekday, starttime, endtime }];

export const DEMO_COURSE_OFFERS = [
  {
    offerId: 'demo-ags',
    kind: 'courseGroup' as const,
    displayName: 'AGs im 2. Halbjahr',
    subtitle: 'Arbeitsgemeinschaften am Nachmittag',
    deadline: '2027-01-15T17:00:00.000Z',
    grades: [5, 6, 7, 8, 9, 10],
    groupsize: 12,
    description: 'Wähle bis zu drei AGs und gib an, welche dir am wichtigsten ist. Nach dem Anmeldeschluss werden die Plätze verlost.',
    registrationDescription: 'Priorität 1 ist dein größter Wunsch.',
    bring: 'Gute Laune',
    color: '#8e24aa',
    multipleRegistrationOptions: true,
    maxOptions: 3,
    usePriority: true,
    options: [
      { displayName: 'Schach', dates: weekly(0, '14:00', '15:30') },
      { displayName: 'Schulchor', dates: weekly(1, '14:00', '15:30') },
      { displayName: 'Theater', dates: weekly(3, '14:00', '15:30'), grades: [8, 9, 10] },
      { displayName: 'Schulgarten', dates: weekly(4, '13:30', '15:00') },
    ],
  },
  {
    offerId: 'demo-schwimmen',
    kind: 'course' as const,
    displayName: 'Schwimmkurs',
    subtitle: 'Seepferdchen bis Bronze',
    deadline: '2027-01-20T17:00:00.000Z',
    grades: [5, 6, 7],
    groupsize: 10,
    description: 'Im Hallenbad am Lindenhof, Treffpunkt am Eingang.',
    registrationDescription: '',
    bring: 'Badesachen und Handtuch',
    color: '#00897b',
    multipleRegistrationOptions: false,
    maxOptions: 1,
    usePriority: false,
    options: [{ displayName: 'Schwimmkurs', dates: weekly(2, '15:00', '16:00') }],
  },
];

/** Places taken at once (offers without priorities): username, offer, option index, the student's class. */
export const DEMO_COURSE_PLACES = [{ username: 'schueler.anna', offerId: 'demo-schwimmen', option: 0, className: '7a' }];

/** The course group of an offer's option (index from 0), as the seed names it. */
export const demoCourseGroupId = (offerId: string, index: number) => `kurs-${offerId}-${String(index + 1)}`;
