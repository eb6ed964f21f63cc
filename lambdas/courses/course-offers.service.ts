import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { CourseDate, CourseOffer, CourseOfferInput, CourseOption, TutorOffers } from '../../shared/schemas/course.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { countedRevision, stillAtRevision } from '../_lib/revision.js';
import { getActiveSchoolYear, getSchool } from '../schools/school.service.js';
import { putCourseGroups } from '../timetable/class-groups.service.js';
import { saveLessonDates } from '../timetable/lesson-date-write.service.js';
import { courseLessonDates } from './course-dates.model.js';
import { courseOfferEntity } from './course-offer.entity.js';
import { courseOptionEntity } from './course-option.entity.js';
import { courseNameOf } from './course-rules.model.js';

type OfferItem = EntityItem<typeof courseOfferEntity>;
type OptionItem = EntityItem<typeof courseOptionEntity>;
export interface LoadedOffer {
  item: OfferItem;
  options: OptionItem[];
  offer: CourseOffer;
}

/** Every attribute of an offer but the allocation (lists read many offers; the allocation can hold a thousand entries). */
const listedAttributes = (Object.keys(courseOfferEntity.schema.attributes) as (keyof OfferItem)[]).filter((name) => name !== 'allocation');

export const activeYearOf = async (schoolId: string) => {
  const school = await getSchool(schoolId);
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  return school.activeSchoolYearId;
};

/** The active school year with its holidays (GPU018 and the year's own), which course dates skip. */
export const activeYearWithHolidays = async (schoolId: string) => {
  const year = await getActiveSchoolYear(await getSchool(schoolId));
  return { schoolYearId: year.id, holidays: year.holidays };
};

/** What a stored option takes from the offer form: its own fields, with the offer's groupsize and dates where it has none. */
export const optionFieldsOf = (option: CourseOfferInput['options'][number], offer: Pick<CourseOfferInput, 'groupsize' | 'dates'>) => ({
  displayName: option.displayName,
  notice: option.notice,
  grades: option.grades,
  groupIds: option.groupIds,
  groupsize: option.groupsize ?? offer.groupsize,
  dates: option.dates ?? offer.dates,
});

export const toDates = (dates: OptionItem['dates']): CourseDate[] =>
  (dates ?? []).map((date) => ({ weekday: date.weekday, starttime: date.starttime, endtime: date.endtime }));

const toOption = (item: OptionItem): CourseOption => ({
  id: item.optionId,
  displayName: item.displayName,
  notice: item.notice ?? '',
  grades: item.grades ?? [],
  groupIds: item.groupIds ?? [],
  groupsize: item.groupsize,
  taken: item.taken ?? 0,
  dates: toDates(item.dates),
  groupId: item.groupId,
});

const toOffer = (item: OfferItem, options: OptionItem[]): CourseOffer => ({
  id: item.offerId,
  kind: item.kind,
  displayName: item.displayName,
  subtitle: item.subtitle ?? '',
  start: item.start,
  end: item.end,
  deadline: item.deadline,
  grades: item.grades,
  groupsize: item.groupsize,
  description: item.description ?? '',
  registrationDescription: item.registrationDescription ?? '',
  bring: item.bring ?? '',
  includeVacations: item.includeVacations ?? false,
  color: item.color,
  approved: item.approved ?? false,
  hideOnRegistration: item.hideOnRegistration ?? false,
  multipleRegistrationOptions: item.multipleRegistrationOptions ?? false,
  maxOptions: item.maxOptions,
  usePriority: item.usePriority ?? false,
  dates: toDates(item.dates),
  owner: { uid: item.ownerUid, displayName: item.ownerName },
  allocationState: item.allocationState ?? 'open',
  options: [...options].sort((a, b) => a.index - b.index).map(toOption),
  revision: countedRevision(item.revision),
});

/** The offers of a school year with their options: two queries of one partition, however many offers. */
export const loadOffers = async (schoolId: string, schoolYearId: string): Promise<LoadedOffer[]> => {
  const [offers, options] = await Promise.all([
    courseOfferEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all', attributes: listedAttributes }),
    courseOptionEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all' }),
  ]);
  const byOffer = new Map<string, OptionItem[]>();
  for (const option of options.data) byOffer.set(option.offerId, [...(byOffer.get(option.offerId) ?? []), option]);
  return offers.data.map((item) => {
    const own = byOffer.get(item.offerId) ?? [];
    return { item, options: own, offer: toOffer(item, own) };
  });
};

/** One offer with its options (a get and a query), or 'not-found'. */
export const loadOffer = async (schoolId: string, schoolYearId: string, offerId: string): Promise<LoadedOffer> => {
  const [{ data: item }, { data: options }] = await Promise.all([
    courseOfferEntity.get({ schoolId, schoolYearId, offerId }).go(),
    courseOptionEntity.query.byYear({ schoolId, schoolYearId, offerId }).go({ pages: 'all' }),
  ]);
  if (!item) throw new AppError('not-found');
  return { item, options, offer: toOffer(item, options) };
};

/** The owner of an offer or an admin of its school manage it (registrations, allocation). */
export const loadManagedOffer = async (caller: Caller, offerId: string) => {
  const schoolYearId = await activeYearOf(caller.schoolId);
  const loaded = await loadOffer(caller.schoolId, schoolYearId, offerId);
  if (loaded.item.ownerUid !== caller.uid && !caller.isAdmin) throw new AppError('forbidden');
  return { schoolYearId, ...loaded };
};

/**
 * Creates an offer (a course or a course group) of a tutor: the offer with a fresh allocation
 * seed, its options, one group of kind course per option led by the tutor, and the options' course
 * dates (which reach the weekplan, today overview and calendar feed through those groups). Only an
 * admin's offer can be approved at once; a tutor's waits for an admin's approval.
 */
export const createOffer = async (caller: Caller, input: CourseOfferInput): Promise<CourseOffer> => {
  const { schoolYearId, holidays } = await activeYearWithHolidays(caller.schoolId);
  const offerId = randomUUID();
  const base = { schoolId: caller.schoolId, schoolYearId, offerId };
  const { options: optionInputs, ...fields } = input;
  const options = optionInputs.map((option, index) => ({
    ...base,
    optionId: `o${String(index + 1)}`,
    index,
    ...optionFieldsOf(option, input),
    taken: 0,
    groupId: `kurs-${offerId.slice(0, 8)}-${String(index + 1)}`,
  }));
  const item = {
    ...base,
    ...fields,
    approved: input.approved && caller.isAdmin,
    ownerUid: caller.uid,
    ownerName: caller.user.displayName,
    seed: randomBytes(16).toString('hex'),
    allocationState: 'open' as const,
    createdAt: new Date().toISOString(),
    revision: 1,
  };
  const tutor = { uid: caller.uid, short: caller.user.short ?? '' };
  await putCourseGroups(
    caller.schoolId,
    schoolYearId,
    options.map((option) => ({
      groupId: option.groupId,
      displayName: courseNameOf(input.displayName, option.displayName),
      tutorUid: caller.uid,
    })),
  );
  await saveLessonDates(
    caller.schoolId,
    schoolYearId,
    options.flatMap((option) => courseLessonDates(input, option, tutor, holidays)),
  );
  await courseOptionEntity.put(options).go({ concurrency: 4 });
  // The offer last: it is listed only once its options, groups and dates exist.
  const { data } = await courseOfferEntity.create(item).go();
  return toOffer(data, options);
};

/** A tutor's own offers (an admin's: every offer of the school year), newest first. */
export const listTutorOffers = async (caller: Caller): Promise<TutorOffers> => {
  const schoolYearId = await activeYearOf(caller.schoolId);
  const offers = (await loadOffers(caller.schoolId, schoolYearId))
    .filter(({ item }) => caller.isAdmin || item.ownerUid === caller.uid)
    .sort((a, b) => b.item.createdAt.localeCompare(a.item.createdAt));
  return { offers: offers.map(({ offer }) => offer) };
};

/** How often an approval is given again when the offer was saved between its read and its write. */
const APPROVAL_ATTEMPTS = 3;

/**
 * Admins approve (or withdraw) an offer: only approved offers are shown to students. The approval counts as a
 * save, so an edit dialog opened before it does not silently take it back.
 */
export const approveOffer = async (caller: Caller, offerId: string, approved: boolean): Promise<CourseOffer> => {
  const schoolYearId = await activeYearOf(caller.schoolId);
  for (let attempt = 1; ; attempt += 1) {
    const loaded = await loadOffer(caller.schoolId, schoolYearId, offerId);
    const { revision } = loaded.offer;
    try {
      await courseOfferEntity
        .patch({ schoolId: caller.schoolId, schoolYearId, offerId })
        .set({ approved, revision: revision + 1 })
        .where((attributes, operators) => stillAtRevision(attributes.revision, revision, operators))
        .go();
      return { ...loaded.offer, approved, revision: revision + 1 };
    } catch (error) {
      // Saved meanwhile: the approval does not depend on the content, so it is given to the new revision.
      if (!isConditionFailure(error) || attempt === APPROVAL_ATTEMPTS) throw error;
    }
  }
};
