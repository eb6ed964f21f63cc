import { berlinDay } from './notification-time.model.js';

export interface DayEntry {
  day: string;
  count: number;
  unread: boolean;
}

/** The side menu: each day with notifications (newest first), how many, and whether unread ones are among them. */
export const notificationDays = (items: { at: string; unread: boolean }[]): DayEntry[] => {
  const days = new Map<string, DayEntry>();
  for (const item of items) {
    const day = berlinDay(item.at);
    const entry = days.get(day) ?? { day, count: 0, unread: false };
    days.set(day, { day, count: entry.count + 1, unread: entry.unread || item.unread });
  }
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
};
