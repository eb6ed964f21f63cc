import { describe, expect, it } from 'vitest';
import { displayNameFormSchema, passwordFormSchema } from './account-forms.schema.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('account forms', () => {
  it("checks the display name's length (4 to 30, trimmed) with the spec's text", () => {
    const text = 'Die Eingabe muss min. 4 Zeichen und darf max. 30 Zeichen lang sein.';
    expect(messages(displayNameFormSchema.safeParse({ displayName: ' abc ' }))).toEqual([text]);
    expect(messages(displayNameFormSchema.safeParse({ displayName: 'x'.repeat(31) }))).toEqual([text]);
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
