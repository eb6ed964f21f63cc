import { courseLessonDates } from '../../lambdas/courses/course-dates.model.js';
import { courseOfferEntity } from '../../lambdas/courses/course-offer.entity.js';
import { courseOptionEntity } from '../../lambdas/courses/course-option.entity.js';
import { courseNameOf } from '../../lambdas/courses/course-rules.model.js';
import { courseSlotEntity } from '../../lambdas/courses/course-slot.entity.js';
import { courseSubscriptionEntity } from '../../lambdas/courses/course-subscription.entity.js';
import { putCourseGroups } from '../../lambdas/timetable/class-groups.service.js';
import { groupMemberEntity } from '../../lambdas/timetable/group-member.entity.js';
import { saveLessonDates } from '../../lambdas/timetable/lesson-date-write.service.js';
import { defined } from '../../shared/defined.js';
import {
  DEMO_COURSE_HALF as half,
  DEMO_COURSE_LEADER,
  DEMO_COURSE_OFFERS as offers,
  DEMO_COURSE_PLACES as places,
  demoCourseGroupId,
} from './demo-course-offers.js';
import { demoSchools, demoUsers } from './demo-school.js';

const SCHOOL = 'lindenhof';
const YEAR = '2026-27';
const optionIdOf = (index: number) => `o${String(index + 1)}`;

/** Writes the demo offers (demo-course-offers.ts) as the course registration does: groups, dates, options, offer, places. */
export const seedDemoCourses = async (uids: Map<string, string>) => {
  const ownerUid = uids.get(DEMO_COURSE_LEADER.username);
  if (!ownerUid) throw new Error(`${DEMO_COURSE_LEADER.username} is not seeded`);
  const tutor = { uid: ownerUid, short: DEMO_COURSE_LEADER.short };
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
      groupId: demoCourseGroupId(offer.offerId, index),
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
        groupId: demoCourseGroupId(place.offerId, place.option),
        studentUid: place.studentUid,
      })
      .go();
  }
};
