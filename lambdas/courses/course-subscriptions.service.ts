import type { EntityItem } from 'electrodb';
import type { CourseSubscribeList, MySubscription } from '../../shared/schemas/course.schema.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { entityService } from '../_lib/entity-service.js';
import { deleteGroupMember, putGroupMember, groupMemberEntity } from '../timetable/class-groups.service.js';
import { bumpPlanVersion } from '../timetable/plan-version.service.js';
import { groupIdsOfStudent } from '../timetable/year-groups.service.js';
import { getUserRecord } from '../users/user.service.js';
import { activeYearOf, loadOffer, loadOffers } from './course-offers.service.js';
import { courseOptionEntity } from './course-option.entity.js';
import {
  choosableCount,
  gradeOfClass,
  isClosed,
  isOfferShown,
  isOptionShown,
  slotFor,
  subscribeRefusal,
  unsubscribeRefusal,
  usesPriority,
  type Student,
} from './course-rules.model.js';
import { courseSlotEntity } from './course-slot.entity.js';
import { courseSubscriptionEntity } from './course-subscription.entity.js';

const subscriptionWrites = entityService({ courseSubscriptionEntity, courseSlotEntity, courseOptionEntity, groupMemberEntity });

type SubscriptionItem = EntityItem<typeof courseSubscriptionEntity>;

/**
 * The student a request acts for (a guardian's active child), with grade and groups: the record
 * (a student's own is the caller's, already loaded) and, when asked for, the memberships.
 */
const studentOf = async (caller: Caller, schoolYearId: string, withGroups = true) => {
  const subject = requireSubject(caller);
  if (subject.role !== 'student') throw new AppError('forbidden');
  const [record, groupIds] = await Promise.all([
    subject.uid === caller.uid ? caller.user : getUserRecord(subject.schoolId, subject.uid),
    withGroups ? groupIdsOfStudent(subject.schoolId, schoolYearId, subject.uid) : [],
  ]);
  const student: Student = { grade: gradeOfClass(record.groupDisplayName), groupIds };
  return { uid: subject.uid, schoolId: subject.schoolId, record, student };
};

const toMine = (item: SubscriptionItem): MySubscription => ({ offerId: item.offerId, optionId: item.optionId, priority: item.priority });

export const subscriptionsOfStudent = async (schoolId: string, schoolYearId: string, studentUid: string) =>
  (await courseSubscriptionEntity.query.byStudent({ schoolId, schoolYearId, studentUid }).go({ pages: 'all' })).data;

/**
 * The page 'Anmeldung': approved, not hidden offers whose grade list contains the student's grade,
 * each with the options shown to the student's group or grade, and the student's choices. Requests:
 * the school, the record and memberships, the offers and options (two queries), the choices (one).
 */
export const getSubscribeList = async (caller: Caller): Promise<CourseSubscribeList> => {
  const schoolYearId = await activeYearOf(caller.schoolId);
  const { uid, schoolId, student } = await studentOf(caller, schoolYearId);
  const [offers, mine] = await Promise.all([loadOffers(schoolId, schoolYearId), subscriptionsOfStudent(schoolId, schoolYearId, uid)]);
  const now = new Date();
  const shown = offers
    .filter(({ offer }) => isOfferShown(offer, student))
    .map(({ offer }) => ({
      ...offer,
      options: offer.options.filter((option) => isOptionShown(option, student)),
      closed: isClosed(offer, now),
      choosable: choosableCount(offer, offer.options.length),
    }))
    .filter((offer) => offer.options.length > 0)
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  return { grade: student.grade, offers: shown, subscriptions: mine.map(toMine) };
};

/** Reasons in a cancelled transaction, by position (ElectroDB keeps DynamoDB's order). */
const reasonCodes = (data: readonly unknown[]) =>
  data.map((reason) => (typeof reason === 'object' && reason !== null && 'code' in reason ? String(reason.code) : 'None'));

const MAX_ATTEMPTS = 6;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));

/**
 * Subscribes the student to an option, after every §5 rule (course-rules.model.ts). One transaction:
 * the option's counter raised only while `taken < groupsize` (offers without priorities, where a
 * place is taken at once, with the course membership and the school's calendar feed version), the subscription written only if absent,
 * and the student's choice slot (the priority, or the lowest free slot) written only if absent. So
 * however many subscribe at once, no option gets more students than places and nobody more choices
 * than allowed or a priority twice. A transaction that only met a concurrent one is tried again.
 */
export const subscribe = async (caller: Caller, offerId: string, optionId: string, priority: number | undefined) => {
  const schoolYearId = await activeYearOf(caller.schoolId);
  const [acting, loaded] = await Promise.all([studentOf(caller, schoolYearId, false), loadOffer(caller.schoolId, schoolYearId, offerId)]);
  const option = loaded.options.find((candidate) => candidate.optionId === optionId);
  if (!option) throw new AppError('not-found');
  // The memberships matter only for an option offered to groups (most are offered by grade).
  const { uid, schoolId, record, student } = option.groupIds?.length ? await studentOf(caller, schoolYearId) : acting;
  const optionCount = loaded.options.length;
  const withPriority = usesPriority(loaded.offer, optionCount);
  for (let attempt = 0; ; attempt += 1) {
    const mine = (await courseSubscriptionEntity.query.byOffer({ schoolId, schoolYearId, offerId, studentUid: uid }).go({ pages: 'all' }))
      .data;
    // The counter read with the offer decides the first round; after a conflict the write's condition decides.
    const taken = attempt === 0 ? (option.taken ?? 0) : 0;
    const refusal = subscribeRefusal({
      offer: loaded.offer,
      optionCount,
      option: { id: option.optionId, groupsize: option.groupsize, taken, grades: option.grades ?? [], groupIds: option.groupIds ?? [] },
      student,
      mine: mine.map((item) => ({ optionId: item.optionId, priority: item.priority })),
      priority,
      now: new Date(),
    });
    if (refusal) throw new AppError(refusal);
    const slot = slotFor(priority, mine, choosableCount(loaded.offer, optionCount));
    if (slot === null) throw new AppError('course-max-options');
    const key = { schoolId, schoolYearId, offerId };
    const member = { schoolId, schoolYearId, groupId: option.groupId, studentUid: uid };
    const result = await subscriptionWrites.transaction
      .write((entities) => [
        entities.courseSubscriptionEntity
          .create({
            ...key,
            optionId,
            studentUid: uid,
            priority: withPriority ? priority : undefined,
            slot,
            displayName: record.displayName,
            group: record.groupDisplayName ?? '',
            createdAt: new Date().toISOString(),
          })
          .commit(),
        entities.courseSlotEntity.create({ ...key, studentUid: uid, slot, optionId }).commit(),
        ...(withPriority
          ? []
          : [
              entities.courseOptionEntity
                .patch({ ...key, optionId })
                .add({ taken: 1 })
                // Against the stored places, so an edit of the groupsize meanwhile counts too.
                .where(({ taken, groupsize }, { name }) => `${name(taken)} < ${name(groupsize)}`)
                .commit(),
              putGroupMember(entities, member),
            ]),
      ])
      .go();
    if (!result.canceled) {
      // After the transaction, not in it: every subscription of a school would conflict on the one counter.
      if (!withPriority) await bumpPlanVersion(schoolId);
      break;
    }
    const codes = reasonCodes(result.data);
    if (codes.some((code) => !['None', 'ConditionalCheckFailed', 'TransactionConflict'].includes(code))) {
      throw new Error(`transaction cancelled: ${codes.join(', ')}`);
    }
    if (codes[2] === 'ConditionalCheckFailed') throw new AppError('course-option-full');
    if (codes[0] === 'ConditionalCheckFailed') throw new AppError('course-already-subscribed');
    // A slot taken meanwhile: the next round reads the choices again and names the rule.
    if (codes[1] !== 'ConditionalCheckFailed' && attempt + 1 >= MAX_ATTEMPTS) throw new AppError('conflict');
    if (codes[1] === 'ConditionalCheckFailed' && attempt + 1 >= MAX_ATTEMPTS) {
      throw new AppError(withPriority ? 'course-priority-taken' : 'course-max-options');
    }
    await pause(attempt);
  }
  return { subscriptions: (await subscriptionsOfStudent(schoolId, schoolYearId, uid)).map(toMine) };
};

/** Unsubscribes until the deadline: subscription and slot go, a taken place (and its membership) is given back. */
export const unsubscribe = async (caller: Caller, offerId: string, optionId: string) => {
  const schoolYearId = await activeYearOf(caller.schoolId);
  const [{ uid, schoolId }, loaded] = await Promise.all([
    studentOf(caller, schoolYearId, false),
    loadOffer(caller.schoolId, schoolYearId, offerId),
  ]);
  const refusal = unsubscribeRefusal(loaded.offer, new Date());
  if (refusal) throw new AppError(refusal);
  const option = loaded.options.find((candidate) => candidate.optionId === optionId);
  const key = { schoolId, schoolYearId, offerId };
  const { data: subscription } = await courseSubscriptionEntity.get({ ...key, studentUid: uid, optionId }).go();
  if (!option || !subscription) throw new AppError('not-found');
  const withPriority = subscription.priority !== undefined;
  const result = await subscriptionWrites.transaction
    .write((entities) => [
      entities.courseSubscriptionEntity
        .delete({ ...key, studentUid: uid, optionId })
        .where(({ slot }, { eq }) => eq(slot, subscription.slot))
        .commit(),
      entities.courseSlotEntity.delete({ ...key, studentUid: uid, slot: subscription.slot }).commit(),
      ...(withPriority
        ? []
        : [
            entities.courseOptionEntity
              .patch({ ...key, optionId })
              .subtract({ taken: 1 })
              .where(({ taken }, { gt }) => gt(taken, 0))
              .commit(),
            deleteGroupMember(entities, { schoolId, schoolYearId, groupId: option.groupId, studentUid: uid }),
          ]),
    ])
    .go();
  if (result.canceled) throw new AppError('conflict');
  if (!withPriority) await bumpPlanVersion(schoolId);
  return { subscriptions: (await subscriptionsOfStudent(schoolId, schoolYearId, uid)).map(toMine) };
};
