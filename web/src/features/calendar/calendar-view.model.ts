import type { CalendarExam, Meeting } from '@shared/schemas/calendar.schema.js';
import { addDays, isoWeek, mondayOf } from '@shared/week.js';

/** One date of a meeting as the list shows it. */
export interface MeetingEntry {
  key: string;
  day: string;
  starttime: string;
  meeting: Meeting;
}
/** An exam as the list shows it. */
export interface ExamEntry {
  key: string;
  day: string;
  starttime: string;
  exam: CalendarExam;
}
export type CalendarEntry = MeetingEntry | ExamEntry;
export interface MonthGroup {
  month: string;
  entries: CalendarEntry[];
}

/** A meeting shows when one of its calendars is chosen. */
export const isShown = (meeting: Meeting, selected: ReadonlySet<string>) => meeting.calendarIds.some((id) => selected.has(id));

/** Every date of the shown meetings and the exams (none when 'Klausuren' is unchecked), by day and start time, grouped by month (YYYY-MM). */
export const meetingsByMonth = (
  meetings: readonly Meeting[],
  selected: ReadonlySet<string>,
  exams: readonly CalendarExam[],
): MonthGroup[] => {
  const entries = [
    ...meetings
      .filter((meeting) => isShown(meeting, selected))
      .flatMap((meeting): CalendarEntry[] =>
        meeting.dates.map((day) => ({ key: `${meeting.id}:${day}`, day, starttime: meeting.starttime, meeting })),
      ),
    ...exams.map((exam): CalendarEntry => ({ key: `exam:${exam.id}`, day: exam.day, starttime: exam.starttime, exam })),
  ].sort((a, b) => a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime));
  const groups: MonthGroup[] = [];
  for (const entry of entries) {
    const month = entry.day.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else groups.push({ month, entries: [entry] });
  }
  return groups;
};

/** Today's dates of the meetings: the badge on the start page's Termine tile. */
export const todaysDates = (meetings: readonly Meeting[], today: string) =>
  meetings.reduce((count, meeting) => count + meeting.dates.filter((day) => day === today).length, 0);

/** A meeting 'Am Schwarzen Brett': its next date from today on. */
export interface BoardEntry {
  meetingId: string;
  name: string;
  day: string;
  starttime: string;
  endtime: string;
}

/**
 * What the start page shows 'Am Schwarzen Brett': of the meetings the caller sees, those marked
 * onBoard that still have a date from today on, each once with its next date, soonest first.
 */
export const boardEntries = (meetings: readonly Meeting[], today: string, limit: number): BoardEntry[] =>
  meetings
    .flatMap((meeting) => {
      const day = meeting.onBoard ? meeting.dates.find((date) => date >= today) : undefined;
      return day ? [{ meetingId: meeting.id, name: meeting.name, day, starttime: meeting.starttime, endtime: meeting.endtime }] : [];
    })
    .sort((a, b) => a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime))
    .slice(0, limit);

const monthNames = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const weekdayNames = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

/** 'November 2026' for '2026-11'. */
export const monthLabel = (month: string) => {
  const [year = '', number = '1'] = month.split('-');
  return `${monthNames[Number(number) - 1] ?? ''} ${year}`;
};

/** 'Di, 01.12.2026' for '2026-12-01'. */
export const dayLabel = (day: string) => {
  const [year = '', month = '', date = ''] = day.split('-');
  const weekday = weekdayNames[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';
  return `${weekday}, ${date}.${month}.${year}`;
};

/** The grids: a month or a week around the day in focus. */
export type GridView = 'month' | 'week';

/** The first day of the month `steps` months after that of `day` (YYYY-MM-DD). */
const firstOfMonth = (day: string, steps: number) => {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + steps;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

/** The first and last day the grid shows around `focus`: its month, or its week from Monday to Sunday. */
export const gridSpan = (view: GridView, focus: string) =>
  view === 'week'
    ? { from: mondayOf(focus), to: addDays(mondayOf(focus), 6) }
    : { from: firstOfMonth(focus, 0), to: addDays(firstOfMonth(focus, 1), -1) };

/**
 * The day in focus one grid back (-1) or on (+1): the Monday of the week before or after, the first
 * of the month before or after; undefined when that grid would lie wholly outside the page's days.
 */
export const stepFocus = (view: GridView, focus: string, direction: -1 | 1, range: { from: string; to: string }) => {
  const target = view === 'week' ? addDays(mondayOf(focus), 7 * direction) : firstOfMonth(focus, direction);
  const span = gridSpan(view, target);
  return span.to < range.from || span.from > range.to ? undefined : target;
};

/** The grid's heading: 'November 2026', or the week as 'KW 48 · 23.11. – 29.11.2026'. */
export const gridLabel = (view: GridView, focus: string) => {
  if (view === 'month') return monthLabel(focus.slice(0, 7));
  const { from, to } = gridSpan('week', focus);
  const [fromYear, fromMonth, fromDay] = from.split('-');
  const [toYear, toMonth, toDay] = to.split('-');
  return `KW ${isoWeek(from).week} · ${fromDay}.${fromMonth}.${fromYear === toYear ? '' : fromYear} – ${toDay}.${toMonth}.${toYear}`;
};

/** WCAG's relative luminance of a colour '#rrggbb'. */
const luminance = (hex: string) => {
  const value = parseInt(hex.replace('#', ''), 16);
  const linear = (shift: number) => {
    const channel = ((value >> shift) & 255) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(16) + 0.7152 * linear(8) + 0.0722 * linear(0);
};

/** Black or white, whichever contrasts more with a calendar's colour: the text of its meetings in the grids. */
export const textColorOn = (background: string) => {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#ffffff';
  const light = luminance(background);
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? '#000000' : '#ffffff';
};
