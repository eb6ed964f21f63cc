import {
  audienceOfGroup,
  audienceOfStudent,
  audienceOfTutor,
  CHANGES_AUDIENCE,
  EXAMS_AUDIENCE,
  lessonDateEntity,
  SUPERVISIONS_AUDIENCE,
  weekStartOf,
} from './lesson-date.entity.js';
import { bumpPlanVersion } from './plan-version.service.js';
import type { LessonDateItem } from './weekplan-event.model.js';

/** The audience of the school's calendar copies, for the calendar domain's meeting date writes. */
export { CALENDARS_AUDIENCE } from './lesson-date.entity.js';

/**
 * Writing dated events: one copy per audience (lesson dates of the plan, imports and courses), the
 * copies of meeting dates, and deleting copies; a write marks the school's plan version stale.
 */
/** A dated event as importers and the seed write it; the service adds keys, week and audiences. */
export type LessonDateInput = Omit<LessonDateItem, 'schoolId' | 'schoolYearId' | 'audience' | 'weekStart'>;

/**
 * Who gets a copy of an event: each group, each tutor, tutors a change brings in, students moved in,
 * the school's changes (CHANGES_AUDIENCE) when it has any, and the school's exams or break
 * supervisions (EXAMS_AUDIENCE, SUPERVISIONS_AUDIENCE) for an event of that kind.
 */
export const audiencesOf = (lesson: Pick<LessonDateInput, 'kind' | 'groups' | 'tutors' | 'changes' | 'studentChanges'>): string[] => {
  const incoming = (lesson.changes ?? [])
    .filter((change) => change.type === 'substitution' || change.type === 'additionalTutorsChange')
    .flatMap((change) => change.tutors ?? []);
  const movedIn = (lesson.studentChanges ?? []).filter((change) => change.type === 'allocating').flatMap((change) => change.studentUids);
  return [
    ...new Set([
      ...(lesson.groups ?? []).map((group) => audienceOfGroup(group.groupId)),
      ...[...(lesson.tutors ?? []), ...incoming].map((tutor) => audienceOfTutor(tutor.uid)),
      ...movedIn.map(audienceOfStudent),
      ...((lesson.changes ?? []).length > 0 ? [CHANGES_AUDIENCE] : []),
      ...(lesson.kind === 'examDate' ? [EXAMS_AUDIENCE] : []),
      ...(lesson.kind === 'supervisionDate' ? [SUPERVISIONS_AUDIENCE] : []),
    ]),
  ];
};

/**
 * Writes lesson dates with one copy per audience, in batches, then marks the school's calendar
 * feeds stale. Puts are idempotent: the same lesson date written again replaces its copies (an
 * audience it lost keeps its old copy).
 */
export const saveLessonDates = async (schoolId: string, schoolYearId: string, lessons: LessonDateInput[]): Promise<number> => {
  const items = lessons.flatMap((lesson) =>
    audiencesOf(lesson).map((audience) => ({ ...lesson, schoolId, schoolYearId, audience, weekStart: weekStartOf(audience, lesson.day) })),
  );
  if (items.length === 0) return 0;
  await lessonDateEntity.put(items).go({ concurrency: 4 });
  await bumpPlanVersion(schoolId);
  return items.length;
};

/** One copy of a meeting date: the meeting's service chooses its audiences (calendars and tutors). */
export type MeetingDateCopy = Omit<LessonDateItem, 'schoolId' | 'schoolYearId' | 'weekStart'>;

/** The key of one copy of a dated event. */
export interface LessonDateCopyKey {
  audience: string;
  day: string;
  starttime: string;
  lessonDateId: string;
}

/** Writes meeting date copies in batches (of a new revision: nobody sees them before the meeting names it). */
export const putMeetingDateCopies = async (schoolId: string, schoolYearId: string, copies: MeetingDateCopy[]): Promise<number> => {
  if (copies.length === 0) return 0;
  const items = copies.map((copy) => ({
    ...copy,
    kind: 'meetingDate' as const,
    schoolId,
    schoolYearId,
    weekStart: weekStartOf(copy.audience, copy.day),
  }));
  await lessonDateEntity.put(items).go({ concurrency: 4 });
  return items.length;
};

/** Deletes copies of dated events by key, in batches (old revisions of meeting dates), then marks the school's calendar feeds stale. */
export const deleteLessonDateCopies = async (schoolId: string, schoolYearId: string, keys: LessonDateCopyKey[]): Promise<number> => {
  if (keys.length === 0) return 0;
  await lessonDateEntity
    .delete(keys.map((key) => ({ ...key, schoolId, schoolYearId, weekStart: weekStartOf(key.audience, key.day) })))
    .go({ concurrency: 4 });
  await bumpPlanVersion(schoolId);
  return keys.length;
};
