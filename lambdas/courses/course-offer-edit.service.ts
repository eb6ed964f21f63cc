import type { CourseOffer, CourseOfferUpdate } from '../../shared/schemas/course.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { entityService, MAX_TRANSACTION_ITEMS } from '../_lib/entity-service.js';
import { countedRevision, outdatedEdit, requireRevision, stillAtRevision } from '../_lib/revision.js';
import { putCourseGroups } from '../timetable/class-groups.service.js';
import { audiencesOf, deleteLessonDateCopies, saveLessonDates, type LessonDateInput } from '../timetable/lesson-date-write.service.js';
import { getUserRecord } from '../users/user.service.js';
import { courseLessonDates } from './course-dates.model.js';
import { courseOfferEntity } from './course-offer.entity.js';
import { activeYearWithHolidays, loadOffer, optionFieldsOf, toDates } from './course-offers.service.js';
import { courseOptionEntity } from './course-option.entity.js';
import { courseNameOf, editRefusal } from './course-rules.model.js';
import { courseSubscriptionEntity } from './course-subscription.entity.js';

const offerWrites = entityService({ courseOfferEntity, courseOptionEntity });

const reasonCodes = (data: readonly unknown[]) =>
  data.map((reason) => (typeof reason === 'object' && reason !== null && 'code' in reason ? String(reason.code) : 'None'));

/** The stored copies of lesson dates (one per audience), by key. */
const copyKeys = (lessons: LessonDateInput[]) =>
  lessons.flatMap((lesson) =>
    audiencesOf(lesson).map((audience) => ({ audience, day: lesson.day, starttime: lesson.starttime, lessonDateId: lesson.lessonDateId })),
  );

/** Why the offer's guarded write failed: saved meanwhile (another revision), else its allocation state changed. */
const refuseWhenChanged = async (key: { schoolId: string; schoolYearId: string; offerId: string }, revision: number) => {
  const { data } = await courseOfferEntity.get(key).go({ attributes: ['revision'] });
  if (countedRevision(data?.revision) !== revision) throw outdatedEdit();
};

/**
 * Edits an offer (its owner or an admin): every §3 field within the safe limits of editRefusal
 * (course-rules.model.ts). One transaction writes the offer (only while its allocation state is the one
 * read), patches kept options (only while their places taken fit the new groupsize), creates new
 * ones and deletes removed ones (only while nobody took a place). Then the options' course groups
 * get their names and the course dates are rewritten: the old dates that are no longer dates go,
 * the new ones (holidays skipped unless the offer includes vacations) are written. Only an admin
 * changes the approval; a tutor's edit keeps it. The edit names the revision it was loaded at: another one (a
 * save meanwhile, e.g. in a second tab) answers 409 'conflict' with `revision: 'outdated'`, and the offer's write
 * is guarded by it against a save now.
 */
export const updateOffer = async (caller: Caller, offerId: string, input: CourseOfferUpdate): Promise<CourseOffer> => {
  const { schoolYearId, holidays } = await activeYearWithHolidays(caller.schoolId);
  const loaded = await loadOffer(caller.schoolId, schoolYearId, offerId);
  const { item, options } = loaded;
  if (item.ownerUid !== caller.uid && !caller.isAdmin) throw new AppError('forbidden');
  const revision = countedRevision(item.revision);
  requireRevision(revision, input.revision);
  const key = { schoolId: caller.schoolId, schoolYearId, offerId };
  const subscriptions = (await courseSubscriptionEntity.query.byOffer(key).go({ pages: 'all', attributes: ['optionId'] })).data;
  const registrations = new Map<string, number>();
  for (const { optionId } of subscriptions) registrations.set(optionId, (registrations.get(optionId) ?? 0) + 1);
  const { options: optionInputs, revision: _revision, ...fields } = input;
  const refusal = editRefusal({
    offer: { ...loaded.offer },
    options: options.map((option) => ({
      id: option.optionId,
      groupsize: option.groupsize,
      taken: option.taken ?? 0,
      registrations: registrations.get(option.optionId) ?? 0,
      grades: option.grades ?? [],
      groupIds: option.groupIds ?? [],
    })),
    next: input,
    nextOptions: optionInputs.map((option) => ({ ...option, groupsize: option.groupsize ?? input.groupsize })),
  });
  if (refusal) throw new AppError(refusal);

  const stored = new Map(options.map((option) => [option.optionId, option]));
  let last = Math.max(0, ...options.map((option) => Number(/^o(\d+)$/.exec(option.optionId)?.[1] ?? 0)));
  const written = optionInputs.map((option, index) => {
    const before = option.id === undefined ? undefined : stored.get(option.id);
    const number = before ? 0 : (last += 1);
    return {
      isNew: !before,
      optionId: before?.optionId ?? `o${String(number)}`,
      groupId: before?.groupId ?? `kurs-${offerId.slice(0, 8)}-${String(number)}`,
      index,
      ...optionFieldsOf(option, input),
    };
  });
  const kept = new Set(written.map((option) => option.optionId));
  const removed = options.filter((option) => !kept.has(option.optionId));
  if (1 + written.length + removed.length > MAX_TRANSACTION_ITEMS) throw new AppError('validation-failed');

  const allocationState = item.allocationState ?? 'open';
  const result = await offerWrites.transaction
    .write((entities) => [
      entities.courseOfferEntity
        .patch(key)
        .set({ ...fields, approved: caller.isAdmin ? input.approved : (item.approved ?? false), revision: revision + 1 })
        .where(
          (attributes, operators) =>
            `${operators.eq(attributes.allocationState, allocationState)} AND ${stillAtRevision(attributes.revision, revision, operators)}`,
        )
        .commit(),
      ...written.map(({ isNew, ...option }) =>
        isNew
          ? entities.courseOptionEntity.create({ ...key, ...option, taken: 0 }).commit()
          : entities.courseOptionEntity
              .patch({ ...key, optionId: option.optionId })
              .set({
                index: option.index,
                displayName: option.displayName,
                notice: option.notice,
                grades: option.grades,
                groupIds: option.groupIds,
                groupsize: option.groupsize,
                dates: option.dates,
              })
              .where(({ taken }, { lte }) => lte(taken, option.groupsize))
              .commit(),
      ),
      ...removed.map((option) =>
        entities.courseOptionEntity
          .delete({ ...key, optionId: option.optionId })
          .where(({ taken }, { eq }) => eq(taken, 0))
          .commit(),
      ),
    ])
    .go();
  if (result.canceled) {
    const codes = reasonCodes(result.data);
    const failed = (from: number, to: number) => codes.slice(from, to).includes('ConditionalCheckFailed');
    if (failed(0, 1)) await refuseWhenChanged(key, revision);
    if (failed(1, 1 + written.length)) throw new AppError('course-groupsize-below-taken');
    if (failed(1 + written.length, codes.length)) throw new AppError('course-option-has-registrations');
    throw new AppError('conflict');
  }

  const owner = item.ownerUid === caller.uid ? caller.user : await getUserRecord(caller.schoolId, item.ownerUid);
  const tutor = { uid: item.ownerUid, short: owner.short ?? '' };
  await putCourseGroups(
    caller.schoolId,
    schoolYearId,
    written.map((option) => ({
      groupId: option.groupId,
      displayName: courseNameOf(input.displayName, option.displayName),
      tutorUid: item.ownerUid,
    })),
  );
  // Every date the offer could have had (holidays included: they may have changed since), minus the new ones.
  const before = options.flatMap((option) =>
    courseLessonDates(
      { ...item, includeVacations: true },
      { groupId: option.groupId, displayName: option.displayName, dates: toDates(option.dates) },
      tutor,
      [],
    ),
  );
  const after = written.flatMap((option) => courseLessonDates(input, option, tutor, holidays));
  const staying = new Set(copyKeys(after).map((copy) => JSON.stringify(copy)));
  await deleteLessonDateCopies(
    caller.schoolId,
    schoolYearId,
    copyKeys(before).filter((copy) => !staying.has(JSON.stringify(copy))),
  );
  await saveLessonDates(caller.schoolId, schoolYearId, after);
  return (await loadOffer(caller.schoolId, schoolYearId, offerId)).offer;
};
