import type { EntityItem } from 'electrodb';
import type { Role } from '../../shared/roles.js';
import { canSeeGroup, groupIdsOfStudent } from './year-groups.service.js';
import {
  collectionOfKind,
  type EventChange,
  type EventCollection,
  type EventDetail,
  type EventStudent,
  type MyGroups,
  type StudentChange,
  type StudentChangeType,
  type Weekplan,
  type WeekplanEvent,
} from '../../shared/schemas/timetable.schema.js';
import { addDays, berlinToday, daysFrom, mondayOf } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { itemRead } from '../_lib/batch-get.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { requireSubject, type Caller, type Subject } from '../_lib/caller.js';
import { currentMeetingRevisions, isCalendarMember, listSchoolCalendars } from '../calendar/calendar-membership.service.js';
import { bumpPlanVersion } from './plan-version.service.js';
import { getActiveSchoolYear, getSchool, listReadableSchoolYears, readableSchoolYearId } from '../schools/school.service.js';
import { getUserRecords } from '../users/user.service.js';
import { groupMemberEntity } from './group-member.entity.js';
import { groupEntity } from './group.entity.js';
import { roomEntity } from './room.entity.js';
import { audienceOfGroup, audienceOfStudent, audienceOfTutor, CALENDARS_AUDIENCE, lessonDateEntity } from './lesson-date.entity.js';
import { frozenIfOfPastYear, groupIn } from './past-year.service.js';
import { listTimeBlocks } from './time-blocks.service.js';
import type { PlanWeek } from './weekplan-cache.service.js';

/** Group membership lives in year-groups.service.ts (small enough for other domains' bundles); re-exported for the timetable's callers. */
export { canSeeGroup, groupIdsOfStudent } from './year-groups.service.js';
/** Time blocks live in time-blocks.service.ts (small enough for the lesson-change window job's bundle); re-exported likewise. */
export { listTimeBlocks };

type LessonDateItem = EntityItem<typeof lessonDateEntity>;
type ChangeItem = NonNullable<LessonDateItem['changes']>[number];
type StudentChangeItem = NonNullable<LessonDateItem['studentChanges']>[number];
/** A dated event as importers and the seed write it; the service adds keys, week and audiences. */
export type LessonDateInput = Omit<LessonDateItem, 'schoolId' | 'schoolYearId' | 'audience' | 'weekStart'>;

/** Who looks at an event: tutors see everything; a student or guardian sees it as that student. */
interface Viewer {
  role: Role;
  studentUid?: string;
}
export const viewerFor = (subject: Subject, role: Role): Viewer =>
  subject.role === 'tutor' ? { role } : { role, studentUid: subject.uid };
const viewerOf = (caller: Caller): Viewer => viewerFor(requireSubject(caller), caller.role);

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

const toEvent = (item: LessonDateItem, viewer: Viewer): WeekplanEvent => ({
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

/** The lesson dates of an audience in one week. */
const lessonDatesOfWeek = async (schoolId: string, schoolYearId: string, audience: string, weekStart: string) => {
  const { data } = await lessonDateEntity.query.byAudienceWeek({ schoolId, schoolYearId, audience, weekStart }).go({ pages: 'all' });
  return data;
};

/** Whose events a reader queries: audiences, and the calendars whose meeting dates it keeps. */
interface Audiences {
  audiences: string[];
  calendarIds: ReadonlySet<string>;
}

/** The items a reader keeps: a meeting date copy under the school's calendar audience only for one of the reader's calendars. */
const ofCalendars = (items: LessonDateItem[], calendarIds: ReadonlySet<string> | 'all') =>
  calendarIds === 'all'
    ? items
    : items.filter((item) => item.audience !== CALENDARS_AUDIENCE || (item.calendarIds ?? []).some((id) => calendarIds.has(id)));

/** The meetings whose current revision decides which of the items' meeting dates count. */
const meetingIdsOf = (items: LessonDateItem[]) => items.flatMap((item) => (item.meetingId ? [item.meetingId] : []));

/** Without meeting dates of an older (or unfinished) revision than their meeting's current one (see meeting.entity.ts). */
const ofCurrentRevisions = (items: LessonDateItem[], revisions: ReadonlyMap<string, string>) =>
  items.filter((item) => !item.meetingId || revisions.get(item.meetingId) === item.meetingRevision);

/**
 * The meeting dates a reader may see, each of its meeting's current revision: a copy under the
 * school's calendar audience only for one of the reader's calendars, and no copy of an older (or
 * unfinished) revision (see meeting.entity.ts). One batch get of the meetings found; none when the
 * items hold no meeting date.
 */
const withCurrentMeetingDates = async (schoolId: string, items: LessonDateItem[], calendarIds: ReadonlySet<string> | 'all') => {
  const mine = ofCalendars(items, calendarIds);
  const meetingIds = meetingIdsOf(mine);
  if (meetingIds.length === 0) return mine;
  return ofCurrentRevisions(mine, await currentMeetingRevisions(schoolId, meetingIds));
};

export interface WeekQuery {
  from?: string;
  days?: number;
}

/** The caller's school and its active school year id (no school year read). */
export const activeSchoolYearOf = async (schoolId: string) => {
  const school = await getSchool(schoolId);
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  return { school, schoolYearId: school.activeSchoolYearId };
};

/**
 * Events of the given days in the order of the plan, each once (an event can reach a subject
 * through several audiences); a student does not see events she was moved out of.
 */
const toEvents = (items: LessonDateItem[], viewer: Viewer, keepDay: (day: string) => boolean): WeekplanEvent[] => {
  const seen = new Set<string>();
  return items
    .filter((item) => keepDay(item.day) && !seen.has(item.lessonDateId) && seen.add(item.lessonDateId))
    .filter((item) => viewer.studentUid === undefined || !isMovedOut(item, viewer.studentUid))
    .sort((a, b) => a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime))
    .map((item) => toEvent(item, viewer));
};

/**
 * Every day of one week of the given audiences as the viewer sees it: one query per audience,
 * beside the time blocks, then the meetings' revisions when the week holds meeting dates.
 */
export const planWeekOf = async (
  schoolId: string,
  schoolYearId: string,
  { audiences, calendarIds }: Audiences,
  weekStart: string,
  viewer: Viewer,
): Promise<PlanWeek> => {
  const [blocks, ...weeks] = await Promise.all([
    listTimeBlocks(schoolId, schoolYearId),
    ...audiences.map((audience) => lessonDatesOfWeek(schoolId, schoolYearId, audience, weekStart)),
  ]);
  const items = await withCurrentMeetingDates(schoolId, weeks.flat(), calendarIds);
  return { blocks, events: toEvents(items, viewer, () => true) };
};

/** The weekplan of the asked days (default: this week's five school days), cut from their week. */
export const weekplanFrom = (week: PlanWeek, from: string, dayCount = 5): Weekplan => {
  const days = daysFrom(from, dayCount);
  return { from, days, blocks: week.blocks, events: week.events.filter((event) => days.includes(event.day)) };
};

/**
 * A tutor's own events; a student's through her groups (one query) and those she was moved into;
 * both also the meeting dates of their calendars (one query for the school's calendars, beside the
 * groups' query, then the school's calendar audience, only when the subject belongs to a calendar).
 */
export const audiencesOfSubject = async (subject: Subject, schoolYearId: string): Promise<Audiences> => {
  const [groupIds, calendars] = await Promise.all([
    subject.role === 'tutor' ? [] : groupIdsOfStudent(subject.schoolId, schoolYearId, subject.uid),
    listSchoolCalendars(subject.schoolId),
  ]);
  const calendarIds = new Set(
    calendars.filter((calendar) => isCalendarMember(calendar, subject.role, groupIds)).map((calendar) => calendar.calendarId),
  );
  const own =
    subject.role === 'tutor' ? [audienceOfTutor(subject.uid)] : [...groupIds.map(audienceOfGroup), audienceOfStudent(subject.uid)];
  return { audiences: calendarIds.size > 0 ? [...own, CALENDARS_AUDIENCE] : own, calendarIds };
};

/** Week queries of a school-year plan that run at the same time. */
export const YEAR_PLAN_CONCURRENCY = 8;

/**
 * The subject's lessons of the whole active school year with the changes `role` may see, the same
 * as the weekplan shows them week by week (the calendar feed). Requests: the school and its year,
 * a student's groups, then one query per audience and week (about 53), 8 at a time.
 */
export const getSchoolYearPlan = async (subject: Subject, role: Role) => {
  const school = await getSchool(subject.schoolId);
  const schoolYear = await getActiveSchoolYear(school);
  const { audiences, calendarIds } = await audiencesOfSubject(subject, schoolYear.id);
  const weeks: string[] = [];
  for (let monday = mondayOf(schoolYear.start); monday <= schoolYear.end; monday = addDays(monday, 7)) weeks.push(monday);
  const partitions = weeks.flatMap((weekStart) => audiences.map((audience) => ({ audience, weekStart })));
  const items = await mapWithConcurrency(partitions, YEAR_PLAN_CONCURRENCY, ({ audience, weekStart }) =>
    lessonDatesOfWeek(subject.schoolId, schoolYear.id, audience, weekStart),
  );
  const current = await withCurrentMeetingDates(subject.schoolId, items.flat(), calendarIds);
  const events = toEvents(current, viewerFor(subject, role), (day) => day >= schoolYear.start && day <= schoolYear.end);
  return { school, schoolYear, events };
};

/**
 * A group of the caller's school that the tutor may see (Meine Klassen): of the active school year,
 * or of the past year a read names (writes never name one). One get (and the year's for a past one);
 * the school comes with the caller.
 */
export const visibleGroupOf = async (caller: Caller, groupId: string, readYearId?: string) => {
  const { school } = caller;
  const schoolYearId = await readableSchoolYearId(school, readYearId);
  const { data: group } = await groupEntity.get({ schoolId: school.id, schoolYearId, groupId }).go();
  if (!group) throw new AppError('not-found');
  if (!canSeeGroup(school.myGroups, group.classTutorUid, caller.uid)) throw new AppError('forbidden');
  return { school, schoolYearId, group };
};

/** visibleGroupOf for a write, which reaches the active year only: a group of a past year is answered `school-year-frozen`. */
export const writableGroupOf = (caller: Caller, groupId: string) =>
  visibleGroupOf(caller, groupId).catch(frozenIfOfPastYear(caller.schoolId, groupIn(caller.schoolId, groupId)));

/**
 * Meine Klassen selector: the groups of the school year (the active one, or a past one asked for)
 * the tutor may see, by name, and the years to choose from. The school comes with the caller; one
 * query for the groups (all of the year, or the tutor's through byTutor) beside one for the years.
 */
export const listMyGroups = async (caller: Caller, readYearId?: string): Promise<MyGroups> => {
  const { school } = caller;
  const schoolYearId = await readableSchoolYearId(school, readYearId);
  const [{ data }, years] = await Promise.all([
    school.myGroups === 'all'
      ? groupEntity.query.byYear({ schoolId: school.id, schoolYearId }).go({ pages: 'all' })
      : groupEntity.query.byTutor({ schoolId: school.id, schoolYearId, classTutorUid: caller.uid }).go({ pages: 'all' }),
    listReadableSchoolYears(school),
  ]);
  const groups = data
    .filter((group) => group.kind !== 'course')
    .map((group) => ({ id: group.groupId, displayName: group.displayName }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de', { numeric: true }));
  return { groups, schoolYearId, years };
};

/** Meine Klassen: the weekplan of one group of the tutor's school (active or past year), with every change. */
export const getGroupWeekplan = async (
  caller: Caller,
  groupId: string,
  query: WeekQuery & { schoolYearId?: string },
): Promise<Weekplan> => {
  const { school, schoolYearId, group } = await visibleGroupOf(caller, groupId, query.schoolYearId);
  const from = query.from ?? mondayOf(berlinToday());
  const audiences = { audiences: [audienceOfGroup(group.groupId)], calendarIds: new Set<string>() };
  return weekplanFrom(await planWeekOf(school.id, schoolYearId, audiences, from, viewerOf(caller)), from, query.days);
};

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

/** Who gets a copy of an event: each group, each tutor, tutors a change brings in, students moved in. */
export const audiencesOf = (lesson: Pick<LessonDateInput, 'groups' | 'tutors' | 'changes' | 'studentChanges'>): string[] => {
  const incoming = (lesson.changes ?? [])
    .filter((change) => change.type === 'substitution' || change.type === 'additionalTutorsChange')
    .flatMap((change) => change.tutors ?? []);
  const movedIn = (lesson.studentChanges ?? []).filter((change) => change.type === 'allocating').flatMap((change) => change.studentUids);
  return [
    ...new Set([
      ...(lesson.groups ?? []).map((group) => audienceOfGroup(group.groupId)),
      ...[...(lesson.tutors ?? []), ...incoming].map((tutor) => audienceOfTutor(tutor.uid)),
      ...movedIn.map(audienceOfStudent),
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
    audiencesOf(lesson).map((audience) => ({ ...lesson, schoolId, schoolYearId, audience, weekStart: mondayOf(lesson.day) })),
  );
  if (items.length === 0) return 0;
  const { unprocessed } = await lessonDateEntity.put(items).go({ concurrency: 4 });
  await bumpPlanVersion(schoolId);
  if (unprocessed.length > 0) throw new AppError('internal');
  return items.length;
};

/** The events of one group in one week (Meine Kurse reads a course's weekly dates from them): one query. */
export const groupEventsOfWeek = async (schoolId: string, schoolYearId: string, groupId: string, weekStart: string) =>
  toEvents(await lessonDatesOfWeek(schoolId, schoolYearId, audienceOfGroup(groupId), weekStart), { role: 'student' }, () => true);
export { CALENDARS_AUDIENCE };

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
  const items = copies.map((copy) => ({ ...copy, kind: 'meetingDate' as const, schoolId, schoolYearId, weekStart: mondayOf(copy.day) }));
  const { unprocessed } = await lessonDateEntity.put(items).go({ concurrency: 4 });
  if (unprocessed.length > 0) throw new AppError('internal');
  return items.length;
};

/** Deletes copies of dated events by key, in batches (old revisions of meeting dates), then marks the school's calendar feeds stale. */
export const deleteLessonDateCopies = async (schoolId: string, schoolYearId: string, keys: LessonDateCopyKey[]): Promise<number> => {
  if (keys.length === 0) return 0;
  const { unprocessed } = await lessonDateEntity
    .delete(keys.map((key) => ({ ...key, schoolId, schoolYearId, weekStart: mondayOf(key.day) })))
    .go({ concurrency: 4 });
  await bumpPlanVersion(schoolId);
  if (unprocessed.length > 0) throw new AppError('internal');
  return keys.length;
};

const toGroupSummary = (group: { groupId: string; displayName: string; classTutorUid?: string }) => ({
  id: group.groupId,
  displayName: group.displayName,
  classTutorUid: group.classTutorUid === '' ? undefined : group.classTutorUid,
});

/** The groups of a school year by id (one batch get); ids of other schools or years are simply not found. */
export const getGroups = async (schoolId: string, schoolYearId: string, groupIds: readonly string[]) => {
  const unique = [...new Set(groupIds)];
  if (unique.length === 0) return [];
  const { data } = await groupEntity.get(unique.map((groupId) => ({ schoolId, schoolYearId, groupId }))).go();
  return data.map(toGroupSummary);
};

/** The read of a group within a batch of items of any entities (lambdas/_lib/batch-get.ts). */
export const groupRead = (schoolId: string, schoolYearId: string, groupId: string) =>
  itemRead(groupEntity, { schoolId, schoolYearId, groupId }, toGroupSummary);

/** Every group of a school year by name (the meeting dialog's tutor groups). */
export const listGroupsOfYear = async (schoolId: string, schoolYearId: string) => {
  const { data } = await groupEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all' });
  return data
    .map((group) => ({ id: group.groupId, displayName: group.displayName }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de', { numeric: true }));
};

/** The rooms of a school (one query). */
export const listRooms = async (schoolId: string) => {
  const { data } = await roomEntity.query.bySchool({ schoolId }).go({ pages: 'all' });
  return data.map((room) => ({ id: room.roomId, name: room.name })).sort((a, b) => a.name.localeCompare(b.name, 'de', { numeric: true }));
};
