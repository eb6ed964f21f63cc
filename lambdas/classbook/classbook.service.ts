import { absenceCovers, daynoticeShowsIn, prune } from '../../shared/classbook-rules.js';
import type { LessonRegister, LessonRegisterBody } from '../../shared/schemas/classbook.schema.js';
import type { EventCollection, EventDetail } from '../../shared/schemas/timetable.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { listAttendanceOfDay, saveLessonRegister as putLessonRegister } from '../attendance/attendance.service.js';
import { activeSchoolYearOf, getEventDetail, getGroups } from '../timetable/timetable.service.js';

const ABSENCE_TEXT: Record<number, string> = { 0: 'Krankheit', 3: 'beurlaubt', 4: 'unentschuldigt' };

/** The tutors of an event, those a substitution or additional-tutors change brings in included. */
const tutorUidsOf = (event: EventDetail) => [
  ...event.tutors.map((tutor) => tutor.uid),
  ...event.changes
    .filter((change) => change.type === 'substitution' || change.type === 'additionalTutorsChange')
    .flatMap((change) => (change.tutors ?? []).map((tutor) => tutor.uid)),
];

/**
 * The event (readable by the caller, as event detail), the caller's school year and whether the
 * caller writes its register: a tutor of the event or the class teacher of one of its groups.
 */
const registerContext = async (caller: Caller, collection: EventCollection, lessonDateId: string) => {
  const [event, { school, schoolYearId }] = await Promise.all([
    getEventDetail(caller, collection, lessonDateId),
    activeSchoolYearOf(caller.schoolId),
  ]);
  const scope = { schoolId: school.id, schoolYearId };
  const teaches = tutorUidsOf(event).includes(caller.uid);
  const canWrite =
    teaches ||
    (
      await getGroups(
        school.id,
        schoolYearId,
        event.groups.map((group) => group.id),
      )
    ).some((group) => group.classTutorUid === caller.uid);
  return { event, scope, canWrite };
};

/**
 * 'Tagebuch' of one lesson: its register (empty before the first save), and the students of the
 * lesson marked by an absence covering it or a day note still open at its start (attendance-list
 * rule). Requests: event detail's, the group read for the class teacher check, one query of the day.
 */
export const getLessonRegister = async (caller: Caller, collection: EventCollection, lessonDateId: string): Promise<LessonRegister> => {
  const { event, scope, canWrite } = await registerContext(caller, collection, lessonDateId);
  const { absences, daynotices, registers } = await listAttendanceOfDay(scope, event.day);
  const inLesson = new Set(event.students.map((student) => student.uid));
  const register = registers.find((item) => item.lessonDateId === lessonDateId);
  const marks = [
    ...absences
      .filter((absence) => inLesson.has(absence.studentUid) && absenceCovers(absence, event))
      .map((absence) => ({ studentUid: absence.studentUid, kind: 'absence' as const, text: ABSENCE_TEXT[absence.reason] ?? '' })),
    ...daynotices
      .filter((note) => inLesson.has(note.studentUid) && daynoticeShowsIn(note, event.starttime))
      .map((note) => ({ studentUid: note.studentUid, kind: 'daynotice' as const, text: note.title })),
  ];
  return {
    controllStarted: register?.controllStarted ?? false,
    ...(register?.topic ? { topic: register.topic } : {}),
    ...(register?.notice ? { notice: register.notice } : {}),
    students: (register?.students ?? {}) as LessonRegisterBody['students'],
    canWrite,
    marks,
  };
};

/**
 * Saves the register of one lesson as a whole (one put): only a tutor of the event or the class
 * teacher; only students of the lesson; presence options only once the control is started; every
 * entry normalised by the §4 rules (empty options deleted, defaults set).
 */
export const saveLessonRegister = async (
  caller: Caller,
  collection: EventCollection,
  lessonDateId: string,
  body: LessonRegisterBody,
): Promise<LessonRegister> => {
  const { event, scope, canWrite } = await registerContext(caller, collection, lessonDateId);
  if (!canWrite) throw new AppError('forbidden');
  const inLesson = new Set(event.students.map((student) => student.uid));
  const uids = Object.keys(body.students);
  if (uids.some((uid) => !inLesson.has(uid))) throw new AppError('validation-failed', { students: 'not_in_lesson' });
  if (!body.controllStarted && uids.length > 0) throw new AppError('validation-failed', { students: 'control_not_started' });
  await putLessonRegister(scope, {
    day: event.day,
    lessonDateId,
    groupIds: event.groups.map((group) => group.id),
    controllStarted: body.controllStarted,
    ...(body.topic ? { topic: body.topic } : {}),
    ...(body.notice ? { notice: body.notice } : {}),
    students: Object.fromEntries(uids.map((uid) => [uid, prune(body.students[uid] ?? {})])),
    authorUid: caller.uid,
  });
  return getLessonRegister(caller, collection, lessonDateId);
};
