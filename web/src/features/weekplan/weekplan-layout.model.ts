import { changeEffects } from '@shared/lesson-changes.js';
import type { EventChange, StudentChange, TimeBlock, WeekplanEvent } from '@shared/schemas/timetable.schema.js';
import { EXAM_COLOR, SUPERVISION_COLOR } from '../../lib/event-colors.js';

/** The spec's tile limits. */
export const MAX_ROOMS = 3;
export const MAX_TUTORS = 6;

export interface Row {
  key: string;
  block: TimeBlock | null;
}

/** Rows of the plan: the time blocks in order, then the row of events without a block. */
export const planRows = (blocks: TimeBlock[]): Row[] => [
  ...[...blocks].sort((a, b) => a.starttime.localeCompare(b.starttime)).map((block) => ({ key: block.id, block })),
  { key: 'no-block', block: null },
];

/** An exam lies on top of the lessons it replaces: first in its cell. */
const cellOrder = (event: WeekplanEvent) => (event.collection === 'examDates' ? 0 : 1);

/** The events of one cell: a day and a block (null: events without a known block); exams first. */
export const eventsInCell = (events: WeekplanEvent[], blocks: TimeBlock[], day: string, blockId: string | null) => {
  const known = new Set(blocks.map((block) => block.id));
  return events
    .filter((event) => event.day === day && (blockId === null ? !event.blockId || !known.has(event.blockId) : event.blockId === blockId))
    .sort((a, b) => cellOrder(a) - cellOrder(b));
};

const colorOf = (event: WeekplanEvent, subject: WeekplanEvent['subject']) => {
  if (event.collection === 'examDates') return EXAM_COLOR;
  if (event.collection === 'supervisionDates') return SUPERVISION_COLOR;
  return subject?.color ?? '#9e9e9e';
};

export interface Struck<T> {
  value: T;
  struck: boolean;
}

export interface TileView {
  name: Struck<string>;
  cancelled: boolean;
  rooms: Struck<string>[];
  tutors: Struck<string>[];
  /** Shown only when the event's time differs from its block's. */
  timeRange: string | null;
  notice?: string;
  /** Labels of the changes, e.g. 'Vertretung', with their texts. */
  changes: { type: EventChange['type']; text?: string; tutorsOnly: boolean }[];
  /** Students moved out of or into the event: counts for tutors, the student's own move otherwise. */
  studentChanges: { type: StudentChange['type']; count: number; text?: string }[];
  /** The kind of a course, special-event or meeting date; null for lessons. */
  kind: Exclude<WeekplanEvent['collection'], 'lessonDates'> | null;
  color: string;
}

/**
 * What a tile shows: cancelled lessons struck through, replaced tutors and rooms struck through
 * next to the substitutes and new rooms, a changed subject's name, and the texts of the changes.
 */
export const tileView = (event: WeekplanEvent, block: TimeBlock | undefined): TileView => {
  const { changes } = event;
  const { cancelled, substitutes, absentTutorUids: absent, additionalTutors: additional, newRooms, newSubject } = changeEffects(event);

  const tutors = [
    ...event.tutors.map((tutor) => ({ value: tutor.short, struck: substitutes.length > 0 || absent.has(tutor.uid) })),
    ...[...substitutes, ...additional].map((tutor) => ({ value: tutor.short, struck: false })),
  ];
  const rooms = [
    ...event.rooms.map((room) => ({ value: room.name, struck: newRooms.length > 0 })),
    ...newRooms.map((room) => ({ value: room.name, struck: false })),
  ];
  const differs = block?.starttime !== event.starttime || block.endtime !== event.endtime;
  return {
    name: newSubject ? { value: newSubject.name, struck: false } : { value: event.displayName, struck: cancelled },
    cancelled,
    rooms: rooms.slice(0, MAX_ROOMS),
    tutors: tutors.slice(0, MAX_TUTORS),
    timeRange: differs ? `${event.starttime}–${event.endtime}` : null,
    notice: event.notice,
    changes: changes.map((change) => ({
      type: change.type,
      text: change.text,
      tutorsOnly: !change.visibleForStudent && !change.visibleForGuardian,
    })),
    studentChanges: event.studentChanges.map((change) => ({ type: change.type, count: change.studentUids.length, text: change.text })),
    kind: event.collection === 'lessonDates' ? null : event.collection,
    color: colorOf(event, newSubject ?? event.subject),
  };
};

/** A light tint of a subject colour (mixed with white), so dark text stays readable on it. */
export const tint = (hex: string, share = 0.22): string => {
  const rgb = /^#?(?<rgb>[0-9a-f]{6})$/i.exec(hex)?.groups?.rgb;
  if (rgb === undefined) return '#f0f0f0';
  const value = parseInt(rgb, 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * share + 255 * (1 - share));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
};
