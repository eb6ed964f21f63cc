import type { ErrorCode } from '../../shared/errors.js';

/**
 * The course registration rules of spec part 2 §5 as pure functions: the service checks them
 * before it writes (and the writes' conditions hold them under concurrency), the unit tests pin them.
 */

/** The name of an option's course (its group and dates): the offer's name, and the option's where it differs ('AGs: Schach'). */
export const courseNameOf = (offerName: string, optionName: string) =>
  optionName === offerName ? offerName : `${offerName}: ${optionName}`;

/** The class grade of a class name ('7a' → 7, '10 b' → 10); null when the name starts without one. */
export const gradeOfClass = (className: string | undefined): number | null => {
  const match = /^\s*(\d{1,2})/.exec(className ?? '');
  return match ? Number(match[1]) : null;
};

interface OfferRules {
  approved: boolean;
  hideOnRegistration: boolean;
  deadline: string;
  grades: number[];
  multipleRegistrationOptions: boolean;
  maxOptions: number;
  usePriority: boolean;
}
interface OptionRules {
  id: string;
  grades: number[];
  groupIds: string[];
  groupsize: number;
  taken: number;
}
export interface Student {
  grade: number | null;
  groupIds: string[];
}
interface Choice {
  optionId: string;
  priority?: number | undefined;
}

/** How many options a student may choose: maxOptions capped by the option count; one if multiple is off (§9 priority slider). */
export const choosableCount = (offer: Pick<OfferRules, 'multipleRegistrationOptions' | 'maxOptions'>, optionCount: number) =>
  offer.multipleRegistrationOptions ? Math.max(1, Math.min(offer.maxOptions, optionCount)) : 1;

/** Priorities apply only with usePriority and more than one choosable option (§9). */
export const usesPriority = (offer: Pick<OfferRules, 'multipleRegistrationOptions' | 'maxOptions' | 'usePriority'>, optionCount: number) =>
  offer.usePriority && choosableCount(offer, optionCount) > 1;

/** Offers are shown only if approved, not hidden, and their grade list contains the student's grade. */
export const isOfferShown = (offer: Pick<OfferRules, 'approved' | 'hideOnRegistration' | 'grades'>, student: Student) =>
  offer.approved && !offer.hideOnRegistration && student.grade !== null && offer.grades.includes(student.grade);

/** Options are shown if the student's group is flagged, or, without groups, if the grade matches (an empty grade list matches all). */
export const isOptionShown = (option: Pick<OptionRules, 'grades' | 'groupIds'>, student: Student) =>
  option.groupIds.length > 0
    ? option.groupIds.some((groupId) => student.groupIds.includes(groupId))
    : option.grades.length === 0 || (student.grade !== null && option.grades.includes(student.grade));

export const isClosed = (offer: Pick<OfferRules, 'deadline'>, now: Date) => now.getTime() >= Date.parse(offer.deadline);

/**
 * Why a subscription is refused, or null: an offer that is not shown (not approved or hidden) is
 * not found; after the deadline 'Anmeldung abgeschlossen'; another grade; an option already chosen;
 * more than the choosable count; a missing, out-of-range or taken priority; a full option (without priorities).
 */
export const subscribeRefusal = (input: {
  offer: OfferRules;
  optionCount: number;
  option: OptionRules;
  student: Student;
  mine: Choice[];
  priority: number | undefined;
  now: Date;
}): ErrorCode | null => {
  const { offer, option, student, mine, priority } = input;
  if (!offer.approved || offer.hideOnRegistration) return 'not-found';
  if (isClosed(offer, input.now)) return 'course-closed';
  if (student.grade === null || !offer.grades.includes(student.grade)) return 'course-wrong-grade';
  if (!isOptionShown(option, student)) return option.groupIds.length > 0 ? 'not-found' : 'course-wrong-grade';
  if (mine.some((choice) => choice.optionId === option.id)) return 'course-already-subscribed';
  const choosable = choosableCount(offer, input.optionCount);
  if (mine.length >= choosable) return 'course-max-options';
  if (usesPriority(offer, input.optionCount)) {
    if (priority === undefined || priority > choosable) return 'course-priority-invalid';
    if (mine.some((choice) => choice.priority === priority)) return 'course-priority-taken';
  } else {
    if (priority !== undefined) return 'course-priority-invalid';
    if (option.taken >= option.groupsize) return 'course-option-full';
  }
  return null;
};

/**
 * The choice slot a subscription occupies (1..choosable): its priority, or the lowest free slot.
 * Slots are items written only if absent, so two concurrent subscriptions of one student can never
 * exceed the choosable count or share a priority.
 */
export const slotFor = (priority: number | undefined, mine: { slot: number }[], choosable: number): number | null => {
  if (priority !== undefined) return priority;
  const used = new Set(mine.map((choice) => choice.slot));
  for (let slot = 1; slot <= choosable; slot += 1) if (!used.has(slot)) return slot;
  return null;
};

/** Unsubscribing is allowed until the deadline. */
export const unsubscribeRefusal = (offer: OfferRules, now: Date): ErrorCode | null => {
  if (!offer.approved || offer.hideOnRegistration) return 'not-found';
  return isClosed(offer, now) ? 'course-closed' : null;
};

interface EditedOffer {
  deadline: string;
  grades: number[];
  multipleRegistrationOptions: boolean;
  maxOptions: number;
  usePriority: boolean;
}
/** An option as stored: its places, places taken and how many students chose it. */
interface StoredOption {
  id: string;
  groupsize: number;
  taken: number;
  registrations: number;
  grades: number[];
  groupIds: string[];
}
/** An option of an edit with the values it will have (an absent groupsize already replaced by the offer's). */
interface EditedOption {
  id?: string | undefined;
  groupsize: number;
  grades: number[];
  groupIds: string[];
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/**
 * Why an edit of an offer is refused, or null. Safe limits, so no registration loses its meaning:
 * - an option id must be one of the offer's (else not-found);
 * - once the allocation ran (allocated or confirmed) only description, dates and look may change:
 *   deadline, grades, the registration mode, the options and their places, grades and groups stay;
 * - with registrations, multipleRegistrationOptions, maxOptions and usePriority stay (students chose
 *   under them: slots and priorities);
 * - an option with registrations (or places taken) cannot be removed;
 * - no option gets fewer places than it has taken (the write's condition holds this under concurrency).
 * Narrowing grades or groups keeps existing registrations (the owner decides about them).
 */
export const editRefusal = (input: {
  offer: EditedOffer & { allocationState: 'open' | 'allocated' | 'confirmed' };
  options: StoredOption[];
  next: EditedOffer;
  nextOptions: EditedOption[];
}): ErrorCode | null => {
  const { offer, options, next, nextOptions } = input;
  const stored = new Map(options.map((option) => [option.id, option]));
  if (nextOptions.some((option) => option.id !== undefined && !stored.has(option.id))) return 'not-found';
  const kept = new Set(nextOptions.flatMap((option) => option.id ?? []));
  const removed = options.filter((option) => !kept.has(option.id));
  const modeChanged =
    offer.multipleRegistrationOptions !== next.multipleRegistrationOptions ||
    offer.maxOptions !== next.maxOptions ||
    offer.usePriority !== next.usePriority;
  if (offer.allocationState !== 'open') {
    const optionsChanged =
      removed.length > 0 ||
      nextOptions.some((option) => {
        const before = option.id === undefined ? undefined : stored.get(option.id);
        return !(
          before?.groupsize === option.groupsize &&
          sameSet(before.grades, option.grades) &&
          sameSet(before.groupIds, option.groupIds)
        );
      });
    if (modeChanged || optionsChanged || offer.deadline !== next.deadline || !sameSet(offer.grades, next.grades)) {
      return 'course-offer-allocated';
    }
  }
  if (modeChanged && options.some((option) => option.registrations > 0 || option.taken > 0)) return 'course-offer-has-registrations';
  if (removed.some((option) => option.registrations > 0 || option.taken > 0)) return 'course-option-has-registrations';
  for (const option of nextOptions) {
    const before = option.id === undefined ? undefined : stored.get(option.id);
    if (before && option.groupsize < before.taken) return 'course-groupsize-below-taken';
  }
  return null;
};
