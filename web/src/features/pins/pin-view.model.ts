import type { Pin, PinColor } from '@shared/schemas/pin.schema.js';

/** The spec's truncation: a pin's hint at 50 characters, a pinboard's name at 40, an openable text at 100. */
export const TRUNCATE = { hint: 50, boardName: 40, openable: 100 } as const;

/** Searches start at 3 characters; fewer show the hint instead of filtering. */
export const SEARCH_MIN = 3;

/** Cuts a text after `max` characters with an ellipsis. */
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

export interface PinFilter {
  search: string;
  unreadOnly: boolean;
  /** The pinboards whose pins are shown. */
  boards: ReadonlySet<string>;
}

/** A search of 3 or more characters matches title or content, ignoring case; a shorter one matches everything. */
export const matchesSearch = (pin: { title: string; content: string }, search: string) => {
  const needle = search.trim().toLocaleLowerCase('de');
  return needle.length < SEARCH_MIN || `${pin.title}\n${pin.content}`.toLocaleLowerCase('de').includes(needle);
};

/** The pins the side menu lets through: on a chosen board, unread when asked, matching the search. */
export const filterPins = (pins: readonly Pin[], filter: PinFilter) =>
  pins.filter(
    (pin) => pin.pinboardIds.some((id) => filter.boards.has(id)) && (!filter.unreadOnly || pin.unread) && matchesSearch(pin, filter.search),
  );

/** Material colours at shade 600, the only shade pins and pinboards use. */
const shade600: Record<PinColor['name'], string> = {
  red: '#e53935',
  pink: '#d81b60',
  purple: '#8e24aa',
  indigo: '#3949ab',
  blue: '#1e88e5',
  cyan: '#00acc1',
  teal: '#00897b',
  green: '#43a047',
  lime: '#c0ca33',
  amber: '#ffb300',
  orange: '#fb8c00',
  brown: '#6d4c41',
  blueGrey: '#546e7a',
};

export const colorOf = (color: PinColor) => shade600[color.name];
