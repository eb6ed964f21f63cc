import { describe, expect, it } from 'vitest';
import { daynoticeBodySchema, daynoticeErrors } from './daynotice.schema.js';

const today = '2026-11-26';
const valid = { day: today, title: 'Sport', content: 'Darf heute nicht mitturnen.' };

describe('daynoticeErrors (§5 Daynotice)', () => {
  it('accepts today or later, an empty or HH:mm end time and content of 100 characters', () => {
    expect(daynoticeErrors(valid, today)).toEqual({});
    expect(daynoticeErrors({ ...valid, day: '2026-11-27', endtime: '12:30', content: 'x'.repeat(100) }, today)).toEqual({});
  });

  it('refuses a day before today, a missing day, a bad time, empty title and content, and 101 characters', () => {
    expect(daynoticeErrors({ ...valid, day: '2026-11-25' }, today)).toEqual({ day: 'before_today' });
    expect(daynoticeErrors({ ...valid, day: '' }, today)).toEqual({ day: 'required' });
    expect(daynoticeErrors({ ...valid, endtime: '9:5' }, today)).toEqual({ endtime: 'format' });
    expect(daynoticeErrors({ ...valid, title: '  ', content: '' }, today)).toEqual({ title: 'required', content: 'required' });
    expect(daynoticeErrors({ ...valid, content: 'x'.repeat(101) }, today)).toEqual({ content: 'too_long' });
  });

  it('is the schema’s rule at the API edge, with the field codes', () => {
    const parsed = daynoticeBodySchema.safeParse({
      daynoticeId: 'n1',
      studentUid: 's1',
      ...valid,
      day: '2000-01-03',
      content: 'x'.repeat(101),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['day', 'before_today'],
      ['content', 'too_long'],
    ]);
  });
});
