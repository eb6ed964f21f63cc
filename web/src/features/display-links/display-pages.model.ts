import type { SubstitutionDay } from '@shared/schemas/substitutions.schema.js';
import { byClass, type SubstitutionGroup } from '../substitutions/index.js';

/** One day on a screen page: its classes (a long class may go on over pages), none when the day has no changes at all. */
export interface DisplaySection {
  day: string;
  groups: SubstitutionGroup[];
}

/** What one screen page shows. */
export type DisplayPage = DisplaySection[];

/** Lines a day's heading takes, and a class's caption and column heads. */
const DAY_LINES = 2;
const GROUP_LINES = 2;
/** An empty day's heading and its 'Keine Änderungen'. */
const EMPTY_DAY_LINES = DAY_LINES + 1;

/**
 * The plan's days as screen pages of at most `linesPerPage` lines, by class as 'Alle Klassen' shows
 * them (a lesson takes `linesPerLesson`: 1 in a table row, 2 in the phone's list): a page holds
 * whole classes while they fit, a class longer than a page goes on on the next, and a day starts its
 * own heading on the page where it begins. Always at least one page.
 */
export const displayPagesOf = (days: readonly SubstitutionDay[], linesPerPage: number, linesPerLesson = 1): DisplayPage[] => {
  const budget = Math.max(linesPerPage, DAY_LINES + GROUP_LINES + linesPerLesson);
  const pages: DisplayPage[] = [];
  let page: DisplayPage = [];
  let used = 0;
  const nextPage = () => {
    if (page.length > 0) pages.push(page);
    page = [];
    used = 0;
  };
  const sectionOf = (day: string) => {
    const last = page.at(-1);
    if (last?.day === day) return last;
    const section: DisplaySection = { day, groups: [] };
    page.push(section);
    used += DAY_LINES;
    return section;
  };
  for (const { day, entries } of days) {
    const groups = byClass(entries);
    if (groups.length === 0) {
      if (used + EMPTY_DAY_LINES > budget) nextPage();
      sectionOf(day);
      used += 1;
      continue;
    }
    for (const group of groups) {
      let rest = group.entries;
      while (rest.length > 0) {
        const headLines = (page.at(-1)?.day === day ? 0 : DAY_LINES) + GROUP_LINES;
        const room = Math.floor((budget - used - headLines) / linesPerLesson);
        // A class starts on a fresh page when fewer than all its lessons (or two of them) fit here.
        if (room < Math.min(rest.length, 2) && used > 0) {
          nextPage();
          continue;
        }
        const shown = rest.slice(0, Math.max(room, 1));
        sectionOf(day).groups.push({ name: group.name, entries: shown });
        used += GROUP_LINES + shown.length * linesPerLesson;
        rest = rest.slice(shown.length);
        if (rest.length > 0) nextPage();
      }
    }
  }
  nextPage();
  return pages.length > 0 ? pages : [[]];
};
