import { createHash } from 'node:crypto';
import type { EventDetail } from '../../events/event-catalog.js';
import { lessonChangeText, lessonChangeTitle } from '../../shared/lesson-change-alerts.js';
import type { ChangeType } from '../../shared/schemas/timetable.schema.js';
import type { LessonDateInput } from './lesson-date-write.service.js';

export type LessonChangeAlert = EventDetail<'timetable.lessonChangesDetected'>['alerts'][number];
type Change = NonNullable<LessonDateInput['changes']>[number];

/** The kinds a person is told about: cancellation, substitution, room change, moved lesson, new subject. */
const ALERTED: ReadonlySet<ChangeType> = new Set(['cancel', 'substitution', 'roomChange', 'replacement', 'subjectChange']);

/** Whether a lesson date holds a change of a kind people are told about. */
export const hasAlertedChange = (lesson: Pick<LessonDateInput, 'changes'>) =>
  (lesson.changes ?? []).some((change) => ALERTED.has(change.type));

/** A change's revision: a hash of everything it says, so an edited change (another room) is a new revision. */
export const revisionOf = (change: Change) => createHash('sha256').update(JSON.stringify(change)).digest('base64url').slice(0, 12);

/**
 * The alerts an imported lesson date brings: one per change of an alerted kind that is new or
 * different from what the import wrote before (`previous`), on a day of `window`. `periods` names
 * the time blocks ('3. Stunde'); a lesson without one is named by its start time.
 */
export const detectLessonChangeAlerts = (
  lesson: LessonDateInput,
  previous: Pick<LessonDateInput, 'changes'> | undefined,
  window: { start: string; end: string },
  periods: ReadonlyMap<string, string>,
): LessonChangeAlert[] => {
  if (lesson.day < window.start || lesson.day > window.end) return [];
  const before = new Map((previous?.changes ?? []).map((change) => [change.changeId, revisionOf(change)]));
  const alertLesson = {
    name: lesson.subject?.name ?? lesson.displayName,
    period: (lesson.blockId ? periods.get(lesson.blockId) : undefined) ?? `${lesson.starttime} Uhr`,
    rooms: (lesson.rooms ?? []).map((room) => room.name),
    tutors: (lesson.tutors ?? []).map((tutor) => tutor.short),
  };
  return (lesson.changes ?? [])
    .filter((change) => ALERTED.has(change.type) && before.get(change.changeId) !== revisionOf(change))
    .map((change) => ({
      changeId: change.changeId,
      revision: revisionOf(change),
      title: lessonChangeTitle(lesson.day),
      body: lessonChangeText(alertLesson, {
        type: change.type,
        rooms: change.rooms?.map((room) => room.name),
        tutors: change.tutors?.map((tutor) => tutor.short),
        subject: change.subject?.name,
        text: change.text,
      }),
      groupIds: (lesson.groups ?? []).map((group) => group.groupId),
      tutorUids: [...new Set([...(lesson.tutors ?? []), ...(change.tutors ?? [])].map((tutor) => tutor.uid))],
      visibleForStudent: change.visibleForStudent,
      visibleForGuardian: change.visibleForGuardian,
    }));
};
