import { describe, expect, it } from 'vitest';
import type { TimeBlock } from '@shared/schemas/timetable.schema.js';
import { weekplanEvent } from '../../../../tests/fixtures/weekplan-event.js';
import { EXAM_COLOR, SUPERVISION_COLOR } from '../../lib/event-colors.js';
import { eventsInCell, planRows, tileView, tint } from './weekplan-layout.model.js';

const blocks: TimeBlock[] = [
  { id: 'b2', name: '2. Stunde', starttime: '08:50', endtime: '09:35', type: 'lesson' },
  { id: 'b1', name: '1. Stunde', starttime: '08:00', endtime: '08:45', type: 'lesson' },
];
const lesson = weekplanEvent;
const change = { id: 'c1', visibleForStudent: true, visibleForGuardian: true };

describe('weekplan layout', () => {
  it('orders the block rows by start time and ends with the no-block row', () => {
    expect(planRows(blocks).map((row) => row.key)).toEqual(['b1', 'b2', 'no-block']);
  });

  it('puts events without a known block into the no-block row', () => {
    const events = [lesson(), lesson({ id: 'l2', blockId: undefined, starttime: '14:00' }), lesson({ id: 'l3', blockId: 'gone' })];
    expect(eventsInCell(events, blocks, '2026-11-24', 'b1').map((event) => event.id)).toEqual(['l1']);
    expect(eventsInCell(events, blocks, '2026-11-24', null).map((event) => event.id)).toEqual(['l2', 'l3']);
    expect(eventsInCell(events, blocks, '2026-11-25', 'b1')).toEqual([]);
  });

  it('puts an exam on top of the lesson it replaces, in its own colour and with its kind', () => {
    const exam = lesson({ id: 'e1', collection: 'examDates', endtime: '09:35' });
    expect(eventsInCell([lesson(), exam], blocks, '2026-11-24', 'b1').map((event) => event.id)).toEqual(['e1', 'l1']);
    expect(tileView(exam, blocks[1])).toMatchObject({ kind: 'examDates', color: EXAM_COLOR, timeRange: '08:00–09:35' });
    const supervision = lesson({ id: 's1', collection: 'supervisionDates', starttime: '07:50', endtime: '08:00' });
    expect(tileView(supervision, blocks[1])).toMatchObject({
      kind: 'supervisionDates',
      color: SUPERVISION_COLOR,
      timeRange: '07:50–08:00',
    });
  });

  it('shows the time range only when it differs from the block', () => {
    expect(tileView(lesson(), blocks[1]).timeRange).toBeNull();
    expect(tileView(lesson({ endtime: '08:30' }), blocks[1]).timeRange).toBe('08:00–08:30');
    expect(tileView(lesson({ blockId: undefined }), undefined).timeRange).toBe('08:00–08:45');
  });

  it('strikes a cancelled lesson through', () => {
    const view = tileView(lesson({ changes: [{ ...change, type: 'cancel' }] }), blocks[1]);
    expect(view.cancelled).toBe(true);
    expect(view.name).toEqual({ value: 'Deutsch 7a', struck: true });
  });

  it('shows the substitute and the new room next to the struck originals', () => {
    const view = tileView(
      lesson({
        changes: [
          { ...change, type: 'substitution', tutors: [{ uid: 'u2', short: 'SCH' }] },
          { ...change, id: 'c2', type: 'roomChange', rooms: [{ id: 'b204', name: 'B 204' }] },
        ],
      }),
      blocks[1],
    );
    expect(view.tutors).toEqual([
      { value: 'MÜL', struck: true },
      { value: 'SCH', struck: false },
    ]);
    expect(view.rooms).toEqual([
      { value: 'A 101', struck: true },
      { value: 'B 204', struck: false },
    ]);
  });

  it('limits rooms to 3 and tutors to 6 and marks tutors-only changes', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ uid: `u${index}`, short: `T${index}`, id: `r${index}`, name: `R${index}` }));
    const view = tileView(
      lesson({
        rooms: many,
        tutors: many,
        changes: [{ ...change, type: 'additionalAttribute', visibleForStudent: false, visibleForGuardian: false, text: 'Hospitation' }],
      }),
      blocks[1],
    );
    expect(view.rooms).toHaveLength(3);
    expect(view.tutors).toHaveLength(6);
    expect(view.changes).toEqual([{ type: 'additionalAttribute', text: 'Hospitation', tutorsOnly: true }]);
  });

  it('tints subject colours towards white', () => {
    expect(tint('#000000', 0.2)).toBe('#cccccc');
    expect(tint('#ffffff')).toBe('#ffffff');
    expect(tint('nonsense')).toBe('#f0f0f0');
  });
});
