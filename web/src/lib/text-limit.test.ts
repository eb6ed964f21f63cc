import { describe, expect, it } from 'vitest';
import { meetingBodySchema, MEETING_NAME_MAX } from '@shared/schemas/calendar.schema.js';
import { savePinBodySchema, PIN_TITLE_MAX } from '@shared/schemas/pin.schema.js';
import { exceededMaximum } from './text-limit.js';

describe('exceededMaximum', () => {
  it("names the shared schema's limit once a value is over it, after trimming", () => {
    expect(exceededMaximum(savePinBodySchema.shape.title, 'x'.repeat(PIN_TITLE_MAX + 1))).toBe(PIN_TITLE_MAX);
    expect(exceededMaximum(meetingBodySchema.shape.name, 'x'.repeat(MEETING_NAME_MAX + 1))).toBe(MEETING_NAME_MAX);
  });

  it('is undefined for values within the limit, also when only the surrounding blanks make them longer', () => {
    expect(exceededMaximum(savePinBodySchema.shape.title, 'x'.repeat(PIN_TITLE_MAX))).toBeUndefined();
    expect(exceededMaximum(savePinBodySchema.shape.title, ` ${'x'.repeat(PIN_TITLE_MAX)} `)).toBeUndefined();
    expect(exceededMaximum(savePinBodySchema.shape.title, '')).toBeUndefined();
  });
});
