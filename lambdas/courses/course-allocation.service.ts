import type { AllocationEntry, CourseRegistrations, Registration } from '../../shared/schemas/course.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { putGroupMembers } from '../timetable/class-groups.service.js';
import { allocate } from './allocation.model.js';
import { courseOfferEntity } from './course-offer.entity.js';
import { loadManagedOffer } from './course-offers.service.js';
import { courseOptionEntity } from './course-option.entity.js';
import { isClosed, usesPriority } from './course-rules.model.js';
import { courseSubscriptionEntity } from './course-subscription.entity.js';

const allocationWrites = entityService({ courseOptionEntity });

type Managed = Awaited<ReturnType<typeof loadManagedOffer>>;

const subscriptionsOfOffer = async (schoolId: string, schoolYearId: string, offerId: string) =>
  (await courseSubscriptionEntity.query.byOffer({ schoolId, schoolYearId, offerId }).go({ pages: 'all' })).data;

const toRegistrations = (items: Awaited<ReturnType<typeof subscriptionsOfOffer>>): Registration[] =>
  items
    .map((item) => ({
      studentUid: item.studentUid,
      displayName: item.displayName,
      group: item.group ?? '',
      optionId: item.optionId,
      priority: item.priority,
      createdAt: item.createdAt,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de') || (a.priority ?? 0) - (b.priority ?? 0));

const allocationOf = (managed: Managed, registrations: Registration[]) => {
  const { item } = managed;
  if (!item.allocation || item.allocationState === 'open') return null;
  const people = new Map(registrations.map((registration) => [registration.studentUid, registration]));
  const entries: AllocationEntry[] = item.allocation
    .map((entry) => ({
      studentUid: entry.studentUid,
      displayName: people.get(entry.studentUid)?.displayName ?? '',
      group: people.get(entry.studentUid)?.group ?? '',
      optionId: entry.optionId ?? null,
      priority: entry.priority ?? null,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  return { seed: item.seed, entries };
};

const registrationsView = async (managed: Managed): Promise<CourseRegistrations> => {
  const registrations = toRegistrations(await subscriptionsOfOffer(managed.item.schoolId, managed.schoolYearId, managed.item.offerId));
  return { offer: managed.offer, registrations, allocation: allocationOf(managed, registrations) };
};

/** The registrations of an offer per option with priorities (its owner or an admin), and its allocation once run. */
export const getRegistrations = async (caller: Caller, offerId: string) => registrationsView(await loadManagedOffer(caller, offerId));

/**
 * Runs the allocation of an offer with priorities after its deadline (allocation.model.ts: random serial
 * dictatorship with the offer's stored seed, so running it again gives the same result) and stores
 * the result on the offer for review. Requests: the offer and options, the subscriptions (paged
 * query), one update.
 */
export const runAllocation = async (caller: Caller, offerId: string): Promise<CourseRegistrations> => {
  const managed = await loadManagedOffer(caller, offerId);
  const { item, options, offer } = managed;
  if (!usesPriority(offer, options.length)) throw new AppError('validation-failed');
  if (!isClosed(offer, new Date())) throw new AppError('course-allocation-early');
  if (item.allocationState === 'confirmed') throw new AppError('course-allocation-confirmed');
  const subscriptions = await subscriptionsOfOffer(item.schoolId, managed.schoolYearId, offerId);
  const choices = new Map<string, { optionId: string; priority: number }[]>();
  for (const subscription of subscriptions) {
    const list = choices.get(subscription.studentUid) ?? [];
    list.push({ optionId: subscription.optionId, priority: subscription.priority ?? 1 });
    choices.set(subscription.studentUid, list);
  }
  const result = allocate(
    options.map((option) => ({ id: option.optionId, capacity: option.groupsize })),
    [...choices].map(([studentUid, list]) => ({ studentUid, choices: list })),
    item.seed,
  );
  const allocation = [...result].map(([studentUid, allotment]) => ({
    studentUid,
    ...(allotment ? { optionId: allotment.optionId, priority: allotment.priority } : {}),
  }));
  try {
    await courseOfferEntity
      .patch({ schoolId: item.schoolId, schoolYearId: managed.schoolYearId, offerId })
      .set({ allocation, allocationState: 'allocated' })
      .where(({ allocationState }, { ne }) => ne(allocationState, 'confirmed'))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('course-allocation-confirmed');
    throw error;
  }
  const registrations = toRegistrations(subscriptions);
  return {
    offer: { ...offer, allocationState: 'allocated' },
    registrations,
    allocation: allocationOf({ ...managed, item: { ...item, allocation, allocationState: 'allocated' } }, registrations),
  };
};

/**
 * Confirms a reviewed allocation: every allotted student becomes a member of the option's course
 * group (batch writes, idempotent puts) and the options' counters show the places taken; then the
 * offer turns 'confirmed' (once: a condition on 'allocated'). Writing the memberships first makes a
 * confirmation that was cut short (a timeout) safe to repeat; the stored allocation cannot change
 * meanwhile, since the deadline has passed and an allocated offer keeps its options (editRefusal).
 * The course dates then reach the students' weekplans.
 */
export const confirmAllocation = async (caller: Caller, offerId: string): Promise<CourseRegistrations> => {
  const managed = await loadManagedOffer(caller, offerId);
  const { item, options } = managed;
  if (item.allocationState === 'confirmed') throw new AppError('course-allocation-confirmed');
  if (item.allocationState !== 'allocated' || !item.allocation) throw new AppError('course-allocation-missing');
  const key = { schoolId: item.schoolId, schoolYearId: managed.schoolYearId, offerId };
  const groupOf = new Map(options.map((option) => [option.optionId, option.groupId]));
  const members = item.allocation.flatMap((entry) => {
    const groupId = entry.optionId && groupOf.get(entry.optionId);
    return groupId ? [{ schoolId: key.schoolId, schoolYearId: key.schoolYearId, groupId, studentUid: entry.studentUid }] : [];
  });
  // 16 batches of 25 at a time: 1,200 memberships in about 3 rounds.
  await putGroupMembers(members, 16);
  // The options' counters in one request (an offer has at most 60 options; a transaction takes 100).
  const taken = new Map<string, number>();
  for (const entry of item.allocation) if (entry.optionId) taken.set(entry.optionId, (taken.get(entry.optionId) ?? 0) + 1);
  const counted = await allocationWrites.transaction
    .write((entities) =>
      options.map((option) =>
        entities.courseOptionEntity
          .patch({ ...key, optionId: option.optionId })
          .set({ taken: taken.get(option.optionId) ?? 0 })
          .commit(),
      ),
    )
    .go();
  if (counted.canceled) throw new AppError('conflict');
  try {
    await courseOfferEntity
      .patch(key)
      .set({ allocationState: 'confirmed' })
      .where(({ allocationState }, { eq }) => eq(allocationState, 'allocated'))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('course-allocation-confirmed');
    throw error;
  }
  const confirmed = { ...managed, item: { ...item, allocationState: 'confirmed' as const } };
  return registrationsView({ ...confirmed, offer: { ...managed.offer, allocationState: 'confirmed' } });
};
