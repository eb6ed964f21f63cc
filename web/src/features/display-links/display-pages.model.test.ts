import { describe, expect, it } from 'vitest';
import type { SubstitutionEntry } from '@shared/schemas/substitutions.schema.js';
import { displayPagesOf, type DisplayPage } from './display-pages.model.js';

const entry = (id: string, className: string): SubstitutionEntry => ({
  id,
  signature: id,
  classes: [className],
  starttime: '08:00',
  endtime: '08:45',
  tutors: ['BRA'],
  substitutes: [],
  rooms: [],
  newRooms: [],
  types: ['cancel'],
});
const entries = (className: string, count: number) =>
  Array.from({ length: count }, (_, index) => entry(`${className}-${index}`, className));
/** Each page as 'day: class(lessons)' lines. */
const outline = (pages: DisplayPage[]) =>
  pages.map((page) =>
    page.map((section) => `${section.day}: ${section.groups.map((group) => `${group.name}(${group.entries.length})`).join(' ')}`),
  );

describe('the screen pages of the Vertretungsplan', () => {
  it('puts a short plan on one page, by class, with an empty day kept', () => {
    const pages = displayPagesOf(
      [
        { day: '2026-12-01', entries: [entry('a', '9b'), entry('b', '7a'), entry('c', '7a')] },
        { day: '2026-12-02', entries: [] },
      ],
      20,
    );
    expect(outline(pages)).toEqual([['2026-12-01: 7a(2) 9b(1)', '2026-12-02: ']]);
  });

  it('moves a class that does not fit to the next page, repeating the day', () => {
    const pages = displayPagesOf([{ day: '2026-12-01', entries: [...entries('5a', 4), ...entries('6b', 4)] }], 10);
    // 2 lines of the day, 2 of the class heads and 4 lessons: 8 of 10, so 6b starts on page 2.
    expect(outline(pages)).toEqual([['2026-12-01: 5a(4)'], ['2026-12-01: 6b(4)']]);
  });

  it('splits a class longer than a page over pages', () => {
    const pages = displayPagesOf([{ day: '2026-12-01', entries: entries('10c', 15) }], 10);
    expect(outline(pages)).toEqual([['2026-12-01: 10c(6)'], ['2026-12-01: 10c(6)'], ['2026-12-01: 10c(3)']]);
    expect(
      pages
        .flat()
        .flatMap((section) => section.groups.flatMap((group) => group.entries))
        .map((item) => item.id),
    ).toEqual(entries('10c', 15).map((item) => item.id));
  });

  it('counts a lesson in the list of a phone as two lines', () => {
    const pages = displayPagesOf([{ day: '2026-12-01', entries: [...entries('5a', 3), ...entries('6b', 2)] }], 14, 2);
    // 2 + 2 + 3 × 2 = 10 of 14: 6b's head and two lessons (6 lines) do not fit.
    expect(outline(pages)).toEqual([['2026-12-01: 5a(3)'], ['2026-12-01: 6b(2)']]);
  });

  it('shows one empty page for nothing at all, and never fewer lines than one lesson needs', () => {
    expect(displayPagesOf([], 20)).toEqual([[]]);
    expect(outline(displayPagesOf([{ day: '2026-12-01', entries: entries('7a', 2) }], 1))).toEqual([
      ['2026-12-01: 7a(1)'],
      ['2026-12-01: 7a(1)'],
    ]);
  });
});
