import type { Meeting } from '../../../../shared/schemas/calendar.schema.js';

/** One date of a meeting as the list shows it. */
export interface MeetingEntry {
  key: string;
  day: string;
  meeting: Meeting;
}
export interface MonthGroup {
  month: string;
  entries: MeetingEntry[];
}

/** A meeting shows when one of its calendars is chosen. */
export const isShown = (meeting: Meeting, selected: ReadonlySet<string>) => meeting.calendarIds.some((id) => selected.has(id));

/** Every date of the shown meetings, by day and start time, grouped by month (YYYY-MM). */
export const meetingsByMonth = (meetings: readonly Meeting[], selected: ReadonlySet<string>): MonthGroup[] => {
  const entries = meetings
    .filter((meeting) => isShown(meeting, selected))
    .flatMap((meeting) => meeting.dates.map((day) => ({ key: `${meeting.id}:${day}`, day, meeting })))
    .sort((a, b) => a.day.localeCompare(b.day) || a.meeting.starttime.localeCompare(b.meeting.starttime));
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
