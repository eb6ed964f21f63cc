import type { EntityItem } from 'electrodb';
import type { Role } from '../../shared/roles.js';
import { collectionOfKind, type EventChange, type StudentChange, type WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import { requireSubject, type Caller, type Subject } from '../_lib/caller.js';
import type { lessonDateEntity } from './lesson-date.entity.js';

/**
 * A dated event as its viewer sees it: the changes their role may see, the student changes that name
 * them, and no event a student was moved out of. Pure shaping of stored lesson dates, no reads.
 */
export type LessonDateItem = EntityItem<typeof lessonDateEntity>;
type ChangeItem = NonNullable<LessonDateItem['changes']>[number];
type StudentChangeItem = NonNullable<LessonDateItem['studentChanges']>[number];

/** Who looks at an event: tutors see everything; a student or guardian sees it as that student. */
export interface Viewer {
  role: Role;
  studentUid?: string;
}
export const viewerFor = (subject: Subject, role: Role): Viewer =>
  subject.role === 'tutor' ? { role } : { role, studentUid: subject.uid };
export const viewerOf = (caller: Caller): Viewer => viewerFor(requireSubject(caller), caller.role);

/** Tutors see every change; students and guardians only those flagged for their role. */
export const isChangeVisible = (change: Pick<EventChange, 'visibleForStudent' | 'visibleForGuardian'>, role: Role) =>
  role === 'tutor' || (role === 'student' && change.visibleForStudent) || (role === 'guardian' && change.visibleForGuardian);

const toChange = (change: ChangeItem): EventChange => ({
  id: change.changeId,
  type: change.type,
  visibleForStudent: change.visibleForStudent,
  visibleForGuardian: change.visibleForGuardian,
  tutors: change.tutors,
  rooms: change.rooms?.map((room) => ({ id: room.roomId, name: room.name })),
  subject: change.subject && {
    id: change.subject.subjectId,
    name: change.subject.name,
    color: change.subject.color,
    shade: change.subject.shade,
  },
  text: change.text,
});

/** Tutors get every student change; a student or guardian only those naming that student, and no one else. */
const studentChangesFor = (changes: StudentChangeItem[], viewer: Viewer): StudentChange[] =>
  changes
    .flatMap((change) => {
      if (viewer.role === 'tutor') return [{ change, studentUids: change.studentUids }];
      const { studentUid } = viewer;
      return studentUid !== undefined && change.studentUids.includes(studentUid) ? [{ change, studentUids: [studentUid] }] : [];
    })
    .map(({ change, studentUids }) => ({
      id: change.changeId,
      type: change.type,
      studentUids,
      text: change.text,
    }));

const isMovedOut = (item: LessonDateItem, studentUid: string) =>
  (item.studentChanges ?? []).some((change) => change.type === 'allocated' && change.studentUids.includes(studentUid));

export const toEvent = (item: LessonDateItem, viewer: Viewer): WeekplanEvent => ({
  id: item.lessonDateId,
  collection: collectionOfKind[item.kind ?? 'lessonDate'],
  day: item.day,
  starttime: item.starttime,
  endtime: item.endtime,
  displayName: item.displayName,
  blockId: item.blockId,
  subject: item.subject && { id: item.subject.subjectId, name: item.subject.name, color: item.subject.color, shade: item.subject.shade },
  rooms: (item.rooms ?? []).map((room) => ({ id: room.roomId, name: room.name })),
  tutors: item.tutors ?? [],
  groups: (item.groups ?? []).map((group) => ({ id: group.groupId, displayName: group.displayName })),
  notice: item.notice,
  course: item.course && { id: item.course.courseId, displayName: item.course.displayName },
  changes: (item.changes ?? []).filter((change) => isChangeVisible(change, viewer.role)).map(toChange),
  studentChanges: studentChangesFor(item.studentChanges ?? [], viewer),
});

/**
 * Events of the given days in the order of the plan, each once (an event can reach a subject
 * through several audiences); a student does not see events she was moved out of.
 */
export const toEvents = (items: LessonDateItem[], viewer: Viewer, keepDay: (day: string) => boolean): WeekplanEvent[] => {
  const seen = new Set<string>();
  return items
    .filter((item) => keepDay(item.day) && !seen.has(item.lessonDateId) && seen.add(item.lessonDateId))
    .filter((item) => viewer.studentUid === undefined || !isMovedOut(item, viewer.studentUid))
    .sort((a, b) => a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime))
    .map((item) => toEvent(item, viewer));
};
