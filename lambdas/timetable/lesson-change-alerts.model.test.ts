import { describe, expect, it } from 'vitest';
import { detectLessonChangeAlerts } from './lesson-change-alerts.model.js';
import type { LessonDateInput } from './lesson-date-write.service.js';

const window = { start: '2026-11-25', end: '2026-12-02' };
const periods = new Map([['b3', '3. Stunde']]);
const roomChange = (room: string) => ({
  changeId: 'l1-roomChange',
  type: 'roomChange' as const,
  visibleForStudent: true,
  visibleForGuardian: false,
  rooms: [{ roomId: room, name: room }],
});
const lesson = (changes: LessonDateInput['changes'], day = '2026-11-26'): LessonDateInput => ({
  lessonDateId: 'l1',
  kind: 'lessonDate',
  day,
  starttime: '09:50',
  endtime: '10:35',
  displayName: '5b M',
  blockId: 'b3',
  subject: { subjectId: 'm', name: 'Mathematik', color: 'blue' },
  rooms: [{ roomId: '204', name: '204' }],
  tutors: [{ uid: 'wei', short: 'WEI' }],
  groups: [{ groupId: '5b', displayName: '5b' }],
  changes,
});

describe('detectLessonChangeAlerts', () => {
  it('announces a new change with its text, groups and tutors', () => {
    expect(detectLessonChangeAlerts(lesson([roomChange('108')]), undefined, window, periods)).toEqual([
      expect.objectContaining({
        changeId: 'l1-roomChange',
        title: 'Stundenplanänderung am Do, 26.11.',
        body: 'Mathematik 3. Stunde: Raum 204 → 108',
        groupIds: ['5b'],
        tutorUids: ['wei'],
        visibleForStudent: true,
        visibleForGuardian: false,
      }),
    ]);
  });

  it('is silent about an unchanged change and announces a changed one with a new revision', () => {
    const before = lesson([roomChange('108')]);
    expect(detectLessonChangeAlerts(lesson([roomChange('108')]), before, window, periods)).toEqual([]);
    const [first] = detectLessonChangeAlerts(before, undefined, window, periods);
    const [changed] = detectLessonChangeAlerts(lesson([roomChange('110')]), before, window, periods);
    expect(changed?.body).toBe('Mathematik 3. Stunde: Raum 204 → 110');
    expect(changed?.revision).not.toBe(first?.revision);
  });

  it('adds the substitutes to the tutors and ignores days outside the window and notices', () => {
    const substitution = {
      changeId: 'l1-sub',
      type: 'substitution' as const,
      visibleForStudent: true,
      visibleForGuardian: true,
      tutors: [{ uid: 'mul', short: 'MÜL' }],
    };
    expect(detectLessonChangeAlerts(lesson([substitution]), undefined, window, periods)[0]?.tutorUids).toEqual(['wei', 'mul']);
    expect(detectLessonChangeAlerts(lesson([substitution], '2026-12-05'), undefined, window, periods)).toEqual([]);
    const notice = {
      changeId: 'l1-note',
      type: 'additionalAttribute' as const,
      visibleForStudent: true,
      visibleForGuardian: true,
      text: 'Hefte mitbringen',
    };
    expect(detectLessonChangeAlerts(lesson([notice]), undefined, window, periods)).toEqual([]);
  });
});
