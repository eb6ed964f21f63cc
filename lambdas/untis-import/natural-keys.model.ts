/**
 * Natural keys of the import model. They are built only from values that identify the planned
 * lesson (never from the substitution id, which Untis sometimes writes as 0, nor from what a
 * substitution changes), so re-importing the same or an updated export hits the same key and
 * updates in place.
 *
 * - master data (class, teacher, room, subject): the short name (Kürzel) after alias resolution
 * - weekly slot: lessonNumber | day | period | class | subject
 * - dated change: date | period | lessonNumber (0 when none) | class | subject | absentTeacher
 * - break supervision: date | period | corridors | absentTeacher
 *
 * Parts are joined with `|`; a `|` or `\` inside a short name is escaped so keys never collide.
 */
export function naturalKey(...parts: readonly (string | number | undefined)[]): string {
  return parts.map((part) => String(part ?? '').replace(/[\\|]/g, (char) => `\\${char}`)).join('|');
}

export function slotKey(lessonNumber: number, day: number, period: number, className: string, subject: string): string {
  return naturalKey(lessonNumber, day, period, className, subject);
}

export function changeKey(
  date: string,
  period: number,
  lessonNumber: number | undefined,
  className: string,
  subject: string | undefined,
  absentTeacher: string | undefined,
): string {
  return naturalKey(date, period, lessonNumber ?? 0, className, subject, absentTeacher);
}

export function breakSupervisionKey(date: string, period: number, corridors: readonly string[], absentTeacher: string | undefined): string {
  return naturalKey(date, period, corridors.join('~'), absentTeacher);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a `YYYY-MM-DD` date, the numbering GPU001 uses. */
export function isoWeekdayOf(isoDate: string): number {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
