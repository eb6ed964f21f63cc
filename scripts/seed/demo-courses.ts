import { courseOfferEntity } from '../../lambdas/courses/course-offer.entity.js';
import { courseLessonDates, courseNameOf } from '../../lambdas/courses/course-offers.service.js';
import { courseOptionEntity } from '../../lambdas/courses/course-option.entity.js';
import { courseSlotEntity } from '../../lambdas/courses/course-slot.entity.js';
import { courseSubscriptionEntity } from '../../lambdas/courses/course-subscription.entity.js';
import { putCourseGroups } from '../../lambdas/timetable/class-groups.service.js';
import { groupMemberEntity } from '../../lambdas/timetable/group-member.entity.js';
import { saveLessonDates } from '../../lambdas/timetable/lesson-date-write.service.js';
import { defined } from '../../shared/defined.js';
import type { CourseDate } from '../../shared/schemas/course.schema.js';
import { demoSchools, demoUsers } from './demo-school.js';

/**
 * Demo offers of the course registration 'Anmeldung' at the Lindenhof, open until January 2027 and
 * held in the second half-year (so this week's plans stay as the timetable wrote them): a course
 * group of afternoon clubs with priorities (up to 3 choices) and a swimming course without
 * priorities (first come, first served), both by Herr Müller. Anna has taken a place in the swimming
 * course, so she is a member of its course, and her class teacher Herr Müller, who leads it, finds it
 * among the student groups of 7a and may notify it as a whole. Ids are fixed: seeding again changes nothing.
 */
const SCHOOL = 'lindenhof';
const YEAR = '2026-27';
const half = { start: '2027-02-01', end: '2027-07-16' };
const weekly = (weekday: number, starttime: string, endtime: string): CourseDate[] => [{ weekday, starttime, endtime }];

const offers = [
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
const places = [{ username: 'schueler.anna', offerId: 'demo-schwimmen', option: 0, className: '7a' }];
const optionIdOf = (index: number) => `o${String(index + 1)}`;

export const seedDemoCourses = async (uids: Map<string, string>) => {
  const ownerUid = uids.get('lehrer.mueller');
  if (!ownerUid) throw new Error('lehrer.mueller is not seeded');
  const tutor = { uid: ownerUid, short: 'MÜL' };
  // The demo year's holidays: the offers do not include vacations, so their dates skip them.
  const holidays = demoSchools.find((school) => school.schoolId === SCHOOL)?.schoolYear.holidays ?? [];
  const taken = places.map((place) => {
    const studentUid = uids.get(place.username);
    if (!studentUid) throw new Error(`${place.username} is not seeded`);
    return { ...place, studentUid };
  });
  for (const { options, ...offer } of offers) {
    const items = options.map((option, index) => ({
      schoolId: SCHOOL,
      schoolYearId: YEAR,
      offerId: offer.offerId,
      optionId: optionIdOf(index),
      index,
      displayName: option.displayName,
      grades: 'grades' in option ? option.grades : [],
      groupIds: [],
      groupsize: offer.groupsize,
      taken: taken.filter((place) => place.offerId === offer.offerId && place.option === index).length,
      dates: option.dates,
      groupId: `kurs-${offer.offerId}-${String(index + 1)}`,
    }));
    await putCourseGroups(
      SCHOOL,
      YEAR,
      items.map((item) => ({ groupId: item.groupId, displayName: courseNameOf(offer.displayName, item.displayName), tutorUid: ownerUid })),
    );
    await saveLessonDates(
      SCHOOL,
      YEAR,
      items.flatMap((item) => courseLessonDates({ ...offer, ...half, includeVacations: false }, item, tutor, holidays)),
    );
    await courseOptionEntity.put(items).go();
    await courseOfferEntity
      .put({
        ...offer,
        ...half,
        schoolId: SCHOOL,
        schoolYearId: YEAR,
        approved: true,
        ownerUid,
        ownerName: 'Herr Müller',
        seed: `${offer.offerId}-seed`,
        createdAt: '2026-11-01T08:00:00.000Z',
      })
      .go();
  }
  // As a subscription writes it: the registration, the student's choice slot and the course membership.
  for (const place of taken) {
    const key = { schoolId: SCHOOL, schoolYearId: YEAR, offerId: place.offerId, studentUid: place.studentUid };
    const optionId = optionIdOf(place.option);
    const displayName = defined(
      demoUsers.find((user) => user.username === place.username),
      'a demo student',
    ).displayName;
    await courseSubscriptionEntity
      .put({ ...key, optionId, slot: 1, displayName, group: place.className, createdAt: '2026-11-02T15:00:00.000Z' })
      .go();
    await courseSlotEntity.put({ ...key, slot: 1, optionId }).go();
    await groupMemberEntity
      .put({
        schoolId: SCHOOL,
        schoolYearId: YEAR,
        groupId: `kurs-${place.offerId}-${String(place.option + 1)}`,
        studentUid: place.studentUid,
      })
      .go();
  }
};
