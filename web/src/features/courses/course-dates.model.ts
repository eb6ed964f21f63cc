import type { CourseDate } from '@shared/schemas/course.schema.js';
import { settingsTexts } from '../../i18n/account.de.js';
import { courseTexts } from '../../i18n/courses.de.js';

/** 'Dienstag, 15:00–16:00 Uhr' per weekly course date, by weekday and start. */
export const courseDateLines = (dates: CourseDate[]): string[] =>
  [...dates]
    .sort((a, b) => a.weekday - b.weekday || a.starttime.localeCompare(b.starttime))
    .map((date) => courseTexts.dateLine(settingsTexts.weekdays[date.weekday] ?? '', date.starttime, date.endtime));

/** A deadline as 'TT.MM.JJJJ, HH:MM Uhr' in Berlin time. */
export const deadlineText = (iso: string) =>
  `${new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' })} Uhr`;
