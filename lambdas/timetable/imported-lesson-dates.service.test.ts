import { describe, expect, it } from 'vitest';
import { schulapp } from '../_lib/schulapp-service.js';
import { commitCopyWrite, lessonDateWrites as plannedWrites, weeksOf } from './imported-lesson-dates.service.js';
import type { LessonDateInput } from './lesson-date-write.service.js';

const lesson = (groupId: string, starttime = '07:45'): LessonDateInput => ({
  lessonDateId: 'untis-2026-03-12-abc',
  day: '2026-03-12',
  starttime,
  endtime: '08:30',
  displayName: `Englisch ${groupId}`,
  rooms: [],
  tutors: [{ uid: 'wei', short: 'WEI' }],
  groups: [{ groupId, displayName: groupId }],
  changes: [],
});

/** What the import wrote last time, as read back from its source copy. */
const stored = (input: LessonDateInput, importHash: string) => ({
  ...input,
  schoolId: 's1',
  schoolYearId: '2025-26',
  audience: 'source:untis',
  weekStart: '2026-03-09',
  source: 'untis',
  importHash,
});

/** The parts of DynamoDB's transaction items the tests look at. */
interface Write {
  Put?: { Item: { audience: string }; ConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> };
  Delete?: { Key: Record<string, string>; ConditionExpression?: string };
}
/** The DynamoDB transaction items of an imported lesson date's writes. */
const lessonDateWrites = (...args: Parameters<typeof plannedWrites>): Write[] =>
  schulapp.transaction.write((entities) => plannedWrites(...args).map((write) => commitCopyWrite(entities, write))).params()
    .TransactItems as Write[];

describe('writes of an imported lesson date', () => {
  it('creates every copy, the source copy only if it does not exist yet', () => {
    const writes = lessonDateWrites('s1', '2025-26', 'untis', lesson('6c'), undefined);
    expect(writes.map((write) => write.Put?.Item.audience)).toEqual(['group:6c', 'tutor:wei', 'source:untis']);
    expect(writes[2]?.Put?.ConditionExpression).toMatch(/attribute_not_exists/);
    expect(writes[0]?.Put?.ConditionExpression).toBeUndefined();
  });

  it('deletes the copy of the class it moved away from, in the same writes, guarded by the hash it read', () => {
    const writes = lessonDateWrites('s1', '2025-26', 'untis', lesson('5b'), stored(lesson('6c'), 'old-hash'));
    expect(writes.map((write) => write.Put?.Item.audience ?? 'delete')).toEqual(['group:5b', 'tutor:wei', 'source:untis', 'delete']);
    expect(writes[2]?.Put?.ExpressionAttributeValues).toEqual(expect.objectContaining({ ':importHash0': 'old-hash' }));
    expect(JSON.stringify(writes[3]?.Delete?.Key)).toContain('group:6c');
    expect(writes[3]?.Delete?.ConditionExpression).toBeUndefined();
  });

  it("keeps the school's changes copy with the changes: written with them, deleted in the same writes when they are gone", () => {
    const cancelled: LessonDateInput = {
      ...lesson('6c'),
      changes: [{ changeId: 'c1', type: 'cancel', visibleForStudent: true, visibleForGuardian: true }],
    };
    const withChanges = lessonDateWrites('s1', '2025-26', 'untis', cancelled, stored(lesson('6c'), 'old-hash'));
    expect(withChanges.map((write) => write.Put?.Item.audience ?? 'delete')).toEqual(['group:6c', 'tutor:wei', 'changes', 'source:untis']);
    const withoutChanges = lessonDateWrites('s1', '2025-26', 'untis', lesson('6c'), stored(cancelled, 'new-hash'));
    expect(withoutChanges.map((write) => write.Put?.Item.audience ?? 'delete')).toEqual([
      'group:6c',
      'tutor:wei',
      'source:untis',
      'delete',
    ]);
    expect(JSON.stringify(withoutChanges[3]?.Delete?.Key)).toContain('audience_changes');
  });

  it('deletes every old copy when the start time, part of the key, moved', () => {
    const writes = lessonDateWrites('s1', '2025-26', 'untis', lesson('6c', '08:35'), stored(lesson('6c'), 'old-hash'));
    const deletes = writes.filter((write) => write.Delete);
    expect(deletes.map((write) => JSON.stringify(write.Delete?.Key)).join()).toContain('group:6c');
    expect(deletes).toHaveLength(3);
    expect(deletes.filter((write) => write.Delete?.ConditionExpression)).toHaveLength(1);
    expect(writes.find((write) => write.Put?.Item.audience === 'source:untis')?.Put?.ConditionExpression).toMatch(/attribute_not_exists/);
  });

  it('deletes all copies of a lesson date the export no longer has, guarded by the hash', () => {
    const writes = lessonDateWrites('s1', '2025-26', 'untis', undefined, stored(lesson('6c'), 'old-hash'));
    expect(writes.every((write) => write.Delete)).toBe(true);
    expect(writes).toHaveLength(3);
    expect(writes.filter((write) => write.Delete?.ConditionExpression)).toHaveLength(1);
    expect(JSON.stringify(writes.find((write) => write.Delete?.ConditionExpression)?.Delete?.Key)).toContain('source:untis');
  });

  it('covers the weeks of a school year from its first Monday', () => {
    const weeks = weeksOf('2025-08-01', '2026-07-31');
    expect(weeks[0]).toBe('2025-07-28');
    expect(weeks.at(-1)).toBe('2026-07-27');
    expect(weeks).toHaveLength(53);
  });
});
