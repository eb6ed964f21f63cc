import { describe, expect, it } from 'vitest';
import { studentCodeFormSchema } from './student-code-form.schema.js';

const firstMessage = (code: string) => studentCodeFormSchema.safeParse({ code }).error?.issues[0]?.message;

describe('studentCodeFormSchema', () => {
  it('requires the code', () => {
    expect(firstMessage('')).toBe('Das Feld muss ausgefüllt werden.');
    expect(firstMessage('   ')).toBe('Das Feld muss ausgefüllt werden.');
  });

  it('trims and lowercases the code', () => {
    expect(studentCodeFormSchema.parse({ code: ' GUAR040 ' })).toEqual({ code: 'guar040' });
  });

  it('refuses codes of the wrong shape with the invalid-code text', () => {
    expect(firstMessage('abc')).toBe('Dieser Code ist nicht oder nicht mehr gültig.');
    expect(firstMessage('guar-40')).toBe('Dieser Code ist nicht oder nicht mehr gültig.');
  });
});
