import { optionDefinitions, type OptionValue } from './classbook-option-sets.js';
import { toMinutes } from './push-settings.js';
import { berlinMinute } from './push-window.js';
import type { AbsentReason, Excused, ExcuseType, LessonRegisterBody, StudentRegister } from './schemas/classbook.schema.js';

/**
 * The class register's state rules (spec part 2, §4), as pure functions on one student's
 * options. Every function returns a new entry with empty options deleted (prune).
 */

/** Whether an option's value is an entry: not empty text, not zero, not false where the option is without false. */
const isEntry = (key: string, value: OptionValue | undefined): value is OptionValue => {
  const definition = optionDefinitions.get(key);
  if (!definition || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return value !== 0;
  return value || !definition.withoutFalse;
};

/** The options of the student sets that are entries (texts trimmed), or undefined when none is. */
export const pruneOptions = (options: Readonly<Record<string, OptionValue | undefined>> | undefined) => {
  const kept = Object.entries(options ?? {}).flatMap(([key, value]) =>
    isEntry(key, value) ? [[key, typeof value === 'string' ? value.trim() : value] as const] : [],
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
};

/** Deletes options with an empty value, zero or false-without-false; an absence or lateness gets its default reason. */
export const prune = (entry: StudentRegister): StudentRegister => {
  const next: StudentRegister = {};
  if (entry.presence !== undefined) next.presence = entry.presence;
  if (entry.presence === false) next.presenceReason = entry.presenceReason ?? 'unknown';
  if (entry.late) {
    next.late = entry.late;
    next.lateReason = entry.lateReason ?? 'unknown';
  }
  if (entry.excused && (entry.presence === false || entry.late)) {
    const { value, type, notice } = entry.excused;
    next.excused = value ? { value, type, ...(notice?.trim() ? { notice: notice.trim() } : {}) } : { value: false, type: 'unknown' };
  }
  const options = pruneOptions(entry.options);
  if (options) next.options = options;
  return next;
};

/** Presence off clears lateness (and sets the reason's default); presence on keeps nothing of an absence. The other sets stay. */
export const setPresence = (entry: StudentRegister, presence: boolean): StudentRegister =>
  presence
    ? prune({ presence: true, options: entry.options })
    : prune({ presence: false, presenceReason: entry.presenceReason, excused: entry.excused, options: entry.options });

/** Lateness above 0 sets presence and clears the excuse; 0 deletes it. */
export const setLate = (entry: StudentRegister, minutes: number): StudentRegister =>
  minutes > 0
    ? prune({ presence: true, late: minutes, lateReason: entry.lateReason, options: entry.options })
    : prune({ ...entry, late: undefined, lateReason: undefined });

/** Excused on defaults the type to unknown; off resets the type to unknown and clears the notice. */
export const setExcused = (entry: StudentRegister, value: boolean): StudentRegister =>
  prune({
    ...entry,
    excused: value
      ? { value: true, type: entry.excused?.type ?? 'unknown', notice: entry.excused?.notice }
      : { value: false, type: 'unknown' },
  });

/** The excuse's type and notice, only while excused (off keeps type unknown and no notice). */
export const setExcuse = (entry: StudentRegister, type: ExcuseType, notice?: string): StudentRegister =>
  entry.excused?.value ? prune({ ...entry, excused: { value: true, type, notice } }) : entry;

/** The reason of the absence (presence off) or of the lateness, whichever the entry has. */
export const setReason = (entry: StudentRegister, reason: NonNullable<StudentRegister['lateReason']>): StudentRegister =>
  entry.presence === false
    ? prune({ ...entry, presenceReason: reason === 'external-circumstances' ? 'unknown' : reason })
    : entry.late
      ? prune({ ...entry, lateReason: reason })
      : entry;

/** One option of a student set set (or cleared with undefined); an empty value is deleted. */
export const setOption = (entry: StudentRegister, key: string, value: OptionValue | undefined): StudentRegister =>
  prune({ ...entry, options: pruneOptions({ ...entry.options, [key]: value }) });

/** Whether an option shows as an error: one flagged errorOnActive that is set. */
export const isOptionError = (key: string, value: OptionValue | undefined): boolean =>
  Boolean(optionDefinitions.get(key)?.errorOnActive) && isEntry(key, value);

/** Whether the entry has options of the set Anwesenheit, which need the control started. */
export const hasPresenceOptions = (entry: StudentRegister): boolean =>
  entry.presence !== undefined || entry.late !== undefined || entry.excused !== undefined;

/**
 * The one rule of an unexcused absence: presence off with no excuse. The row shows it as an error
 * ('Fehlt unentschuldigt'), the statistics count it, and the alert job tells the guardians about it
 * once the lesson has begun (lessonHasBegun).
 */
export const isUnexcusedAbsence = (entry: StudentRegister | undefined): boolean => entry?.presence === false && !entry.excused?.value;

/** Presence off with an excuse: the row says 'Fehlt entschuldigt'. */
export const isExcusedAbsence = (entry: StudentRegister | undefined): boolean => entry?.presence === false && entry.excused?.value === true;

/** The absence reason codes (spec §5) as the register's reasons of an absence. */
const ABSENT_REASON: Record<number, AbsentReason> = { 0: 'desease', 3: 'onLeave', 4: 'unknown' };
/** The reason code 'unentschuldigt': an absence recorded as unexcused. */
const UNEXCUSED_REASON = 4;

/**
 * The register entry an absence of the day gives a student at the check start: absent with the
 * absence's reason. A recorded absence (Krankheit, beurlaubt) or a guardian's sick note is her
 * excuse (a sick note as 'Entschuldigung', the form a guardian's note has; a tutor's record of
 * unknown form); only an absence recorded as 'unentschuldigt' leaves her absent without excuse.
 */
export const absenceEntry = (entry: StudentRegister, absence: { reason?: number; reportedByGuardian?: boolean }): StudentRegister => {
  const reason = absence.reason ?? UNEXCUSED_REASON;
  const excused: Excused =
    reason === UNEXCUSED_REASON
      ? { value: false, type: 'unknown' }
      : { value: true, type: absence.reportedByGuardian ? 'excuse' : 'unknown' };
  return prune({ presence: false, presenceReason: ABSENT_REASON[reason] ?? 'unknown', excused, options: entry.options });
};

/** The absence that decides a student's entry at the check start: one that excuses her, else any covering the lesson. */
const absenceOf = (marks: readonly AttendanceMark[], uid: string) => {
  const absences = marks.filter((mark) => mark.kind === 'absence' && mark.studentUid === uid);
  return absences.find((mark) => mark.reason !== undefined && mark.reason !== UNEXCUSED_REASON) ?? absences[0];
};

/**
 * A student's entry as the check start leaves it when an absence covers the lesson: absent as
 * absenceEntry says, when the entry has no presence yet or is the bare 'absent, reason unknown,
 * no excuse' a page without this rule sends. Otherwise (no absence, or what the tutor set) it stays.
 */
export const excuseAtStart = (entry: StudentRegister, uid: string, marks: readonly AttendanceMark[]): StudentRegister => {
  const absence = absenceOf(marks, uid);
  const open = entry.presence === undefined || (isUnexcusedAbsence(entry) && entry.presenceReason === 'unknown');
  return absence && open ? absenceEntry(entry, absence) : entry;
};

/**
 * Starting the control marks the lesson and sets every student present, except those with an
 * absence covering the lesson (attendanceMarks): they are absent, excused by it unless it was
 * recorded as 'unentschuldigt' (excuseAtStart). Entries already made stay. The page starts the
 * control with it; the server applies excuseAtStart again to the save that starts it.
 */
export const startControl = (
  register: LessonRegisterBody,
  studentUids: string[],
  marks: readonly AttendanceMark[],
): LessonRegisterBody => ({
  ...register,
  controllStarted: true,
  students: Object.fromEntries(
    studentUids.map((uid) => {
      const entry = excuseAtStart(register.students[uid] ?? {}, uid, marks);
      return [uid, entry.presence === undefined ? setPresence(entry, true) : entry];
    }),
  ),
});

/** Reset clears presence, lateness and the started flag (the event options and the other student sets stay). */
export const resetControl = (register: LessonRegisterBody): LessonRegisterBody => ({
  ...register,
  controllStarted: false,
  students: Object.fromEntries(
    Object.entries(register.students).flatMap(([uid, entry]) => {
      const options = pruneOptions(entry.options);
      return options ? [[uid, { options }]] : [];
    }),
  ),
});

/** Whether a day note shows in the attendance list of a lesson: it has no end time, or ends after the lesson starts. */
export const daynoticeShowsIn = (daynotice: { endtime?: string }, lessonStart: string): boolean =>
  daynotice.endtime === undefined || daynotice.endtime > lessonStart;

/** Whether an absence of the day covers a lesson: its times overlap the lesson's. */
export const absenceCovers = (absence: { starttime: string; endtime: string }, lesson: { starttime: string; endtime: string }): boolean =>
  absence.starttime < lesson.endtime && lesson.starttime < absence.endtime;

/** The spec's absence reasons as the attendance list shows them. */
export const ABSENCE_REASON_TEXT: Record<number, string> = { 0: 'Krankheit', 3: 'beurlaubt', 4: 'unentschuldigt' };

export interface AttendanceMark {
  studentUid: string;
  kind: 'absence' | 'daynotice';
  text: string;
  /** An absence's reason code and whether a guardian reported it (a sick note): what absenceEntry reads. */
  reason?: number;
  reportedByGuardian?: boolean;
}

/**
 * The students of a lesson marked in its attendance list: an absence of the day covering the lesson
 * (an all-day one covers every lesson), or a day note still open at its start (attendance-list rule).
 */
export const attendanceMarks = (
  lesson: { starttime: string; endtime: string; studentUids: readonly string[] },
  absences: readonly { studentUid: string; starttime: string; endtime: string; reason: number; reportedByGuardian?: boolean }[],
  daynotices: readonly { studentUid: string; endtime?: string; title: string }[],
): AttendanceMark[] => {
  const inLesson = new Set(lesson.studentUids);
  return [
    ...absences
      .filter((absence) => inLesson.has(absence.studentUid) && absenceCovers(absence, lesson))
      .map((absence) => ({
        studentUid: absence.studentUid,
        kind: 'absence' as const,
        text: ABSENCE_REASON_TEXT[absence.reason] ?? '',
        reason: absence.reason,
        ...(absence.reportedByGuardian ? { reportedByGuardian: true } : {}),
      })),
    ...daynotices
      .filter((note) => inLesson.has(note.studentUid) && daynoticeShowsIn(note, lesson.starttime))
      .map((note) => ({ studentUid: note.studentUid, kind: 'daynotice' as const, text: note.title })),
  ];
};

/**
 * Whether a lesson has begun at `now` (Europe/Berlin wall clock): an unexcused absence is announced
 * to the guardians only then, however early the control was started.
 */
export const lessonHasBegun = (lesson: { day: string; starttime: string }, now: Date): boolean => {
  const clock = berlinMinute(now);
  return clock.day > lesson.day || (clock.day === lesson.day && clock.minute >= toMinutes(lesson.starttime));
};
