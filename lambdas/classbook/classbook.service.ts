import { publishEvent } from '../../events/publish.js';
import { attendanceMarks, excuseAtStart, hasPresenceOptions, isUnexcusedAbsence, prune } from '../../shared/classbook-rules.js';
import type { AbsenceBody, LessonRegister, LessonRegisterBody } from '../../shared/schemas/classbook.schema.js';
import type { DaynoticeBody } from '../../shared/schemas/daynotice.schema.js';
import type { EventCollection, EventDetail } from '../../shared/schemas/timetable.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { absenceDays, listAttendanceOfDay, saveAbsence, saveDaynotice } from '../attendance/attendance.service.js';
import { saveLessonRegister as putLessonRegister } from '../attendance/lesson-register.service.js';
import { activeSchoolYearOf } from '../timetable/active-school-year.service.js';
import { getEventDetail } from '../timetable/event-detail-read.service.js';
import { getGroups } from '../timetable/group-lookup.service.js';
import { frozenIfOfPastYear, lessonIn } from '../timetable/past-year.service.js';
import { groupIdsOfStudent } from '../timetable/year-groups.service.js';
import { excuseInStartedRegisters } from './absence-excuse.service.js';

/** Students per `classbook.unexcusedAbsences` event (the event schema allows 100). */
const STUDENTS_PER_ALERT_EVENT = 100;

/** The tutors of an event, those a substitution or additional-tutors change brings in included. */
const tutorUidsOf = (event: EventDetail) => [
  ...event.tutors.map((tutor) => tutor.uid),
  ...event.changes
    .filter((change) => change.type === 'substitution' || change.type === 'additionalTutorsChange')
    .flatMap((change) => (change.tutors ?? []).map((tutor) => tutor.uid)),
];

/** The subject the lesson is held in: a subject change's, else its own, else its name. */
const subjectOf = (event: EventDetail) =>
  event.changes.find((change) => change.type === 'subjectChange' && change.subject)?.subject?.name ??
  event.subject?.name ??
  event.displayName;

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

/** registerContext for a write, which reaches the active year only: a lesson of a past year is answered `school-year-frozen`. */
const writeContext = (caller: Caller, collection: EventCollection, lessonDateId: string) =>
  registerContext(caller, collection, lessonDateId).catch(frozenIfOfPastYear(caller.schoolId, lessonIn(caller.schoolId, lessonDateId)));

/**
 * 'Tagebuch' of one lesson: its register (empty before the first save), and the students of the
 * lesson marked by an absence covering it or a day note still open at its start (attendance-list
 * rule). Requests: event detail's, the group read for the class teacher check, one query of the day.
 */
export const getLessonRegister = async (caller: Caller, collection: EventCollection, lessonDateId: string): Promise<LessonRegister> => {
  const { event, scope, canWrite } = await registerContext(caller, collection, lessonDateId);
  const { absences, daynotices, registers } = await listAttendanceOfDay(scope, event.day);
  const register = registers.find((item) => item.lessonDateId === lessonDateId);
  const marks = attendanceMarks({ ...event, studentUids: event.students.map((student) => student.uid) }, absences, daynotices);
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
 * teacher; only students of the lesson; options of the set Anwesenheit only once the control is
 * started (the other student sets at any time); every entry normalised by the §4 rules (empty
 * options deleted, defaults set; unknown options were refused by the schema). The save that starts
 * the control takes an absence covering the lesson as the student's excuse (excuseAtStart), as the
 * page does. Its copies for the lesson's groups (the statistics) are written with it. The students
 * absent without excuse before or after the save are announced to the alert job, which reads the
 * day's final registers and tells or corrects their guardians. Requests: event detail's, the group
 * read, one query of the day (the register before, the absences), one transaction, the event.
 */
export const saveLessonRegister = async (
  caller: Caller,
  collection: EventCollection,
  lessonDateId: string,
  body: LessonRegisterBody,
): Promise<LessonRegister> => {
  const { event, scope, canWrite } = await writeContext(caller, collection, lessonDateId);
  if (!canWrite) throw new AppError('forbidden');
  const inLesson = new Set(event.students.map((student) => student.uid));
  const uids = Object.keys(body.students);
  if (uids.some((uid) => !inLesson.has(uid))) throw new AppError('validation-failed', { students: 'not_in_lesson' });
  if (!body.controllStarted && uids.some((uid) => hasPresenceOptions(body.students[uid] ?? {})))
    throw new AppError('validation-failed', { students: 'control_not_started' });
  const { absences, daynotices, registers } = await listAttendanceOfDay(scope, event.day);
  const before = registers.find((item) => item.lessonDateId === lessonDateId);
  const marks = attendanceMarks({ ...event, studentUids: [...inLesson] }, absences, daynotices);
  const starts = body.controllStarted && !before?.controllStarted;
  const students = Object.fromEntries(
    uids.map((uid) => {
      const entry = prune(body.students[uid] ?? {});
      return [uid, starts ? excuseAtStart(entry, uid, marks) : entry];
    }),
  );
  await putLessonRegister(
    scope,
    {
      day: event.day,
      lessonDateId,
      groupIds: event.groups.map((group) => group.id),
      controllStarted: body.controllStarted,
      ...(body.topic ? { topic: body.topic } : {}),
      ...(body.notice ? { notice: body.notice } : {}),
      students,
      authorUid: caller.uid,
    },
    {
      collection,
      displayName: event.displayName,
      subject: subjectOf(event),
      starttime: event.starttime,
      endtime: event.endtime,
      groups: event.groups,
    },
  );
  const previous = (before?.students ?? {}) as LessonRegisterBody['students'];
  const touched = [...new Set([...Object.keys(previous), ...uids])].filter(
    (uid) => isUnexcusedAbsence(previous[uid]) || isUnexcusedAbsence(students[uid]),
  );
  for (let start = 0; start < touched.length; start += STUDENTS_PER_ALERT_EVENT)
    await publishEvent('classbook.unexcusedAbsences', {
      ...scope,
      day: event.day,
      studentUids: touched.slice(start, start + STUDENTS_PER_ALERT_EVENT),
    });
  return {
    controllStarted: body.controllStarted,
    ...(body.topic ? { topic: body.topic } : {}),
    ...(body.notice ? { notice: body.notice } : {}),
    students,
    canWrite,
    marks,
  };
};

/**
 * An entry about one student of the lesson (absence, day note): only whoever writes its register,
 * only for its students. Answers the scope and the student's groups the entry is filed under.
 */
const writableStudentEntry = async (caller: Caller, collection: EventCollection, lessonDateId: string, studentUid: string) => {
  const { event, scope, canWrite } = await writeContext(caller, collection, lessonDateId);
  if (!canWrite) throw new AppError('forbidden');
  if (!event.students.some((student) => student.uid === studentUid))
    throw new AppError('validation-failed', { studentUid: 'not_in_lesson' });
  return { scope, groupIds: await groupIdsOfStudent(scope.schoolId, scope.schoolYearId, studentUid) };
};

/**
 * 'Abwesenheit eintragen' from the Tagebuch: whoever writes the lesson's register enters an absence
 * of one of its students (the existing absence model: one copy per school day, a new one raises the
 * student's entry count in the same transaction). Lessons of its days whose control was started
 * take it as her excuse (excuseInStartedRegisters). Answers the register, the student now marked.
 */
export const createAbsence = async (
  caller: Caller,
  collection: EventCollection,
  lessonDateId: string,
  body: AbsenceBody,
): Promise<LessonRegister> => {
  const { scope, groupIds } = await writableStudentEntry(caller, collection, lessonDateId, body.studentUid);
  await saveAbsence(scope, { ...body, authorUid: caller.uid }, groupIds);
  await excuseInStartedRegisters(scope, body, absenceDays(body.start, body.end));
  return getLessonRegister(caller, collection, lessonDateId);
};

/**
 * A day note from the Tagebuch: whoever writes the lesson's register notes something about one of
 * its students for a day from today on (§5 rules checked at the edge); a new note raises the
 * student's entry count in the same transaction, a repeated save (same id) counts once. Answers the
 * register, the student marked when the note concerns the lesson's day.
 */
export const createDaynotice = async (
  caller: Caller,
  collection: EventCollection,
  lessonDateId: string,
  body: DaynoticeBody,
): Promise<LessonRegister> => {
  const { scope, groupIds } = await writableStudentEntry(caller, collection, lessonDateId, body.studentUid);
  const { daynoticeId, studentUid, day, endtime, title, content } = body;
  await saveDaynotice(
    scope,
    { daynoticeId, studentUid, day, ...(endtime ? { endtime } : {}), title: title.trim(), content: content.trim(), authorUid: caller.uid },
    groupIds,
  );
  return getLessonRegister(caller, collection, lessonDateId);
};
