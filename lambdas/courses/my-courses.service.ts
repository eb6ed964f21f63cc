import type { MyCourses } from '../../shared/schemas/course.schema.js';
import { addDays, berlinToday, mondayOf } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller, type Subject } from '../_lib/caller.js';
import { getGroups } from '../timetable/group-members.service.js';
import { groupEventsOfWeek } from '../timetable/week-read.service.js';
import { groupIdsOfStudent } from '../timetable/year-groups.service.js';
import { getUserRecords } from '../users/user.service.js';
import { activeYearOf, loadOffers, type LoadedOffer } from './course-offers.service.js';
import { courseNameOf } from './course-rules.model.js';
import { subscriptionsOfStudent } from './course-subscriptions.service.js';
import { courseDatesOfWeek, courseLeaderOf } from './my-courses.model.js';

type Group = Awaited<ReturnType<typeof getGroups>>[number];
type Registration = Awaited<ReturnType<typeof subscriptionsOfStudent>>[number];
/** The offer and option index each course group of registration came from, by group id. */
type OptionOrigins = ReadonlyMap<string, { loaded: LoadedOffer; index: number }>;

/** The title of an offer's option as a course: the offer's name, and the option's where it differs. */
const optionTitle = (offer: LoadedOffer['offer'], option: LoadedOffer['offer']['options'][number] | undefined) =>
  option ? courseNameOf(offer.displayName, option.displayName) : offer.displayName;

/** The courses from registration: dates of the option, period and 'Mitbringen' of the offer. */
const coursesFromOffers = (groups: Group[], optionOf: OptionOrigins) =>
  groups
    .filter((group) => group.kind === 'course')
    .flatMap((group) => {
      const origin = optionOf.get(group.groupId);
      if (!origin) return [];
      const { offer } = origin.loaded;
      const option = offer.options[origin.index];
      return [
        {
          groupId: group.groupId,
          displayName: optionTitle(offer, option),
          subtitle: offer.subtitle,
          color: offer.color,
          tutors: [{ name: offer.owner.displayName }],
          dates: option?.dates ?? [],
          period: { start: offer.start, end: offer.end },
          bring: offer.bring,
        },
      ];
    });

/** The timetable's other courses with their dates of this school week and the next (one query per week and course). */
const timetableCoursesOf = (subject: Subject, schoolYearId: string, groups: Group[], optionOf: OptionOrigins) => {
  const monday = mondayOf(berlinToday());
  return Promise.all(
    groups
      .filter((group) => group.kind === 'course' && !optionOf.has(group.groupId))
      .map(async (group) => {
        const weeks = await Promise.all(
          [monday, addDays(monday, 7)].map((week) => groupEventsOfWeek(subject.schoolId, schoolYearId, group.groupId, week)),
        );
        const events = weeks.flat();
        return { group, color: events[0]?.subject?.color, ...courseDatesOfWeek(events) };
      }),
  );
};

/** The timetable courses with their leaders by name (the accounts': one batch). */
const coursesFromTimetable = async (schoolId: string, courses: Awaited<ReturnType<typeof timetableCoursesOf>>) => {
  const leaderUids = [...new Set(courses.flatMap((course) => course.tutors.map(([uid]) => uid)))];
  const accountNames = new Map(
    (await getUserRecords(leaderUids.map((uid) => ({ schoolId, uid })))).map((record) => [record.uid, record.displayName]),
  );
  return courses.map(({ group, color, dates, tutors }) => ({
    groupId: group.groupId,
    displayName: group.displayName,
    subtitle: '',
    color,
    tutors: tutors.map(([, tutor]) => courseLeaderOf(tutor, accountNames)),
    dates,
    bring: '',
  }));
};

/** Registrations waiting for the allocation: the offer is not confirmed and the student not yet in the course. */
const waitingOf = (registrations: Registration[], offers: LoadedOffer[], groupIds: string[]) => {
  const member = new Set(groupIds);
  const offerById = new Map(offers.map((loaded) => [loaded.offer.id, loaded.offer]));
  return registrations.flatMap((registration) => {
    const offer = offerById.get(registration.offerId);
    const option = offer?.options.find((candidate) => candidate.id === registration.optionId);
    if (!offer || !option || offer.allocationState === 'confirmed' || member.has(option.groupId)) return [];
    return [
      {
        offerId: offer.id,
        optionId: option.id,
        displayName: optionTitle(offer, option),
        subtitle: offer.subtitle,
        color: offer.color,
        tutors: [{ name: offer.owner.displayName }],
        dates: option.dates,
        period: { start: offer.start, end: offer.end },
        bring: offer.bring,
        ...(registration.priority !== undefined && { priority: registration.priority }),
      },
    ];
  });
};

/**
 * 'Meine Kurse': the student's groups of kind course, with their weekly dates and leaders by name
 * (the account's; for staff without an account the name the timetable gives, else the short name):
 * from the offer's option (with period and 'Mitbringen') where the course came from registration,
 * else from the course's dates of this school week and the next (one query per week and course);
 * and the registrations with priorities that wait for the allocation. Requests: the memberships,
 * groups, offers and the student's registrations, the weeks of timetable courses, one batch of leaders.
 */
export const getMyCourses = async (caller: Caller): Promise<MyCourses> => {
  const schoolYearId = await activeYearOf(caller.schoolId);
  const subject = requireSubject(caller);
  if (subject.role !== 'student') throw new AppError('forbidden');
  const [groupIds, offers, registrations] = await Promise.all([
    groupIdsOfStudent(subject.schoolId, schoolYearId, subject.uid),
    loadOffers(subject.schoolId, schoolYearId),
    subscriptionsOfStudent(subject.schoolId, schoolYearId, subject.uid),
  ]);
  const groups = await getGroups(subject.schoolId, schoolYearId, groupIds);
  const optionOf = new Map<string, { loaded: LoadedOffer; index: number }>();
  for (const loaded of offers) loaded.offer.options.forEach((option, index) => optionOf.set(option.groupId, { loaded, index }));
  const fromTimetable = await coursesFromTimetable(subject.schoolId, await timetableCoursesOf(subject, schoolYearId, groups, optionOf));
  const byName = (a: { displayName: string }, b: { displayName: string }) => a.displayName.localeCompare(b.displayName, 'de');
  return {
    courses: [...coursesFromOffers(groups, optionOf), ...fromTimetable].sort(byName),
    waiting: waitingOf(registrations, offers, groupIds).sort(byName),
  };
};
