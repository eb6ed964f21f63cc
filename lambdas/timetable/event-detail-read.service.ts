import type {
  EventCollection,
  EventDetail,
  EventStudent,
  StudentChangeType,
  WeekplanEvent,
} from '../../shared/schemas/timetable.schema.js';
import { collectionOfKind } from '../../shared/schemas/timetable.schema.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { getUserRecords } from '../users/user.service.js';
import { activeSchoolYearOf } from './active-school-year.service.js';
import { groupMemberEntity } from './group-member.entity.js';
import { groupEntity } from './group.entity.js';
import { audiencesOf } from './lesson-date-write.service.js';
import { audienceOfTutor, CALENDARS_AUDIENCE, lessonDateEntity } from './lesson-date.entity.js';
import { listTimeBlocks } from './time-blocks.service.js';
import { audiencesOfSubject, withCurrentMeetingDates } from './week-read.service.js';
import { toEvent, viewerOf, type LessonDateItem } from './weekplan-event.model.js';
import { canSeeGroup } from './year-groups.service.js';

/** The students of the given groups (one member query per group, in parallel); a student in two of them counts once. */
const membersOfGroups = async (schoolId: string, schoolYearId: string, groups: { groupId: string; displayName: string }[]) => {
  const pages = await Promise.all(
    groups.map(async (group) => ({
      group,
      members: (await groupMemberEntity.query.byGroup({ schoolId, schoolYearId, groupId: group.groupId }).go({ pages: 'all' })).data,
    })),
  );
  const groupOf = new Map<string, string>();
  pages.forEach(({ group, members }) =>
    members.forEach((member) => groupOf.has(member.studentUid) || groupOf.set(member.studentUid, group.displayName)),
  );
  return groupOf;
};

/**
 * Whether a tutor may open an event: one they teach (or a change brings them in), or one of a
 * group they may see in Meine Klassen (the same check, so myGroups 'all' opens every event). The
 * groups are read (one batch get) only when the tutor does not teach the event.
 */
const canOpenLesson = async (
  caller: Caller,
  school: { id: string; myGroups: 'all' | 'own' },
  schoolYearId: string,
  lesson: LessonDateItem,
) => {
  if (school.myGroups === 'all' || audiencesOf(lesson).includes(audienceOfTutor(caller.uid))) return true;
  const keys = (lesson.groups ?? []).map((group) => ({ schoolId: school.id, schoolYearId, groupId: group.groupId }));
  if (keys.length === 0) return false;
  const { data: groups } = await groupEntity.get(keys).go();
  return groups.some((group) => canSeeGroup(school.myGroups, group.classTutorUid, caller.uid));
};

/**
 * Whether a tutor may open a meeting date: exactly when it is in their Wochenplan, through the copy
 * of a tutor it names (its tutors, the class tutors of its tutor groups) or through the school's
 * calendar copy of a calendar they belong to (one query for the school's calendars). Meine Klassen
 * does not widen it: a meeting belongs to calendars and people, not to a group.
 */
const canOpenMeetingDate = async (caller: Caller, schoolYearId: string, copies: LessonDateItem[]) => {
  if (copies.some((copy) => copy.audience === audienceOfTutor(caller.uid))) return true;
  const calendarCopy = copies.find((copy) => copy.audience === CALENDARS_AUDIENCE);
  if (!calendarCopy) return false;
  const { calendarIds } = await audiencesOfSubject(requireSubject(caller), schoolYearId);
  return (calendarCopy.calendarIds ?? []).some((calendarId) => calendarIds.has(calendarId));
};

/**
 * Event detail 'Details' of a dated event of the tutor's school, with every change and its
 * students by name: the members of its groups without those moved out, plus those moved in (with
 * the class of their record). Only for a tutor who may open it (canOpenLesson, canOpenMeetingDate).
 * Requests: the school, the copies of the event (index byId, one page), the event's groups unless
 * the tutor teaches it (a meeting date: its meeting's revision, and the school's calendars unless a
 * copy names the tutor), the time blocks, one member query per group, and one batch get for the students' records.
 */
export const loadEventDetail = async (
  caller: Caller,
  collection: EventCollection,
  lessonDateId: string,
): Promise<{ detail: EventDetail; event: WeekplanEvent; scope: { schoolId: string; schoolYearId: string } }> => {
  const { school, schoolYearId } = await activeSchoolYearOf(caller.schoolId);
  const { data: found } = await lessonDateEntity.query.byId({ schoolId: school.id, schoolYearId, lessonDateId }).go({ pages: 'all' });
  const copies = await withCurrentMeetingDates(school.id, found, 'all');
  const [lesson] = copies;
  if (!lesson || collectionOfKind[lesson.kind ?? 'lessonDate'] !== collection) throw new AppError('not-found');
  const canOpen =
    lesson.kind === 'meetingDate'
      ? await canOpenMeetingDate(caller, schoolYearId, copies)
      : await canOpenLesson(caller, school, schoolYearId, lesson);
  if (!canOpen) throw new AppError('forbidden');
  const movedBy = (type: StudentChangeType) =>
    (lesson.studentChanges ?? []).filter((change) => change.type === type).flatMap((change) => change.studentUids);
  const movedOut = new Set(movedBy('allocated'));
  const movedIn = new Set(movedBy('allocating'));
  const [blocks, groupOf] = await Promise.all([
    listTimeBlocks(school.id, schoolYearId),
    membersOfGroups(school.id, schoolYearId, lesson.groups ?? []),
  ]);
  const present = [...groupOf.keys()].filter((uid) => !movedOut.has(uid) && !movedIn.has(uid));
  const outOfGroups = [...movedOut].filter((uid) => groupOf.has(uid));
  const users = await getUserRecords([...present, ...movedIn, ...outOfGroups].map((uid) => ({ schoolId: school.id, uid })));
  const byName = (a: EventStudent, b: EventStudent) => a.displayName.localeCompare(b.displayName, 'de');
  const moved: EventStudent[] = users
    .filter((user) => movedOut.has(user.uid))
    .map((user) => ({ uid: user.uid, displayName: user.displayName, sex: user.sex, group: groupOf.get(user.uid) ?? '' }))
    .sort(byName);
  const students: EventStudent[] = users
    .filter((user) => !movedOut.has(user.uid))
    .map((user) =>
      movedIn.has(user.uid)
        ? { uid: user.uid, displayName: user.displayName, sex: user.sex, group: user.groupDisplayName ?? '', allocating: true }
        : { uid: user.uid, displayName: user.displayName, sex: user.sex, group: groupOf.get(user.uid) ?? '' },
    )
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  const event = toEvent(lesson, viewerOf(caller));
  return {
    detail: { ...event, blockName: blocks.find((block) => block.id === lesson.blockId)?.name, students, movedOut: moved },
    event,
    scope: { schoolId: school.id, schoolYearId },
  };
};

export const getEventDetail = async (caller: Caller, collection: EventCollection, lessonDateId: string) =>
  (await loadEventDetail(caller, collection, lessonDateId)).detail;
