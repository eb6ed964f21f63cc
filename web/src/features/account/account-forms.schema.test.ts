import { describe, expect, it } from 'vitest';
import { fieldRuleText, type FieldRule } from '../../i18n/validation.de.js';
import { displayNameFormSchema, displayNameTexts, passwordFormSchema } from './account-forms.schema.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('account forms', () => {
  it("checks the display name's length (4 to 30 visible characters, trimmed) with the spec's text", () => {
    const text = 'Die Eingabe muss min. 4 Zeichen und darf max. 30 Zeichen lang sein.';
    const texts = (displayName: string) =>
      (displayNameFormSchema.safeParse({ displayName }).error?.issues ?? []).map((issue) =>
        fieldRuleText(issue as FieldRule, displayNameTexts),
      );
    expect(texts(' abc ')).toEqual([text]);
    expect(texts('a\u200Bb\u200Bc\u200B')).toEqual([text]);
    expect(texts('x'.repeat(31))).toEqual([text]);
    expect(displayNameFormSchema.safeParse({ displayName: 'Jana' }).success).toBe(true);
  });

  it('needs both passwords and a new one of at least 6 characters', () => {
    expect(messages(passwordFormSchema.safeParse({ currentPassword: '', newPassword: '12345' }))).toEqual([
      'Passwort wird benötigt',
      'Das Passwort muss min. 6 Zeichen lang sein.',
    ]);
    expect(passwordFormSchema.safeParse({ currentPassword: 'alt', newPassword: '123456' }).success).toBe(true);
  });
});
