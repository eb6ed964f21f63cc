import { describe, expect, it } from 'vitest';
import { credentialsFormSchema } from './credentials-form.schema.js';

const valid = {
  username: 'mia.abcdef2345',
  displayName: '',
  noEmail: false,
  email: 'mia@example.org',
  password: 'geheim',
  passwordRepeat: 'geheim',
  classTeacher: false,
  className: '',
  terms: true,
};

const messages = (kind: 'guardian' | 'tutor' | 'student', values: Partial<typeof valid>) => {
  const result = credentialsFormSchema(kind).safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('credentials form', () => {
  it('accepts a complete student form, and no e-mail when that box is ticked', () => {
    expect(messages('student', {})).toEqual({});
    expect(messages('student', { noEmail: true, email: '' })).toEqual({});
  });
  it("shows the spec's texts", () => {
    expect(messages('student', { email: '' })).toEqual({ email: 'E-Mail wird benötigt' });
    expect(messages('student', { email: 'mia@' })).toEqual({ email: 'E-Mail muss im richtigen Format sein' });
    expect(messages('student', { password: '12345', passwordRepeat: '12345' })).toEqual({
      password: 'Die Eingabe muss min. 6 Zeichen lang sein.',
    });
    expect(messages('student', { passwordRepeat: 'anders' })).toEqual({ passwordRepeat: 'Die Passwörter stimmen nicht überein.' });
    expect(messages('student', { terms: false })).toEqual({ terms: 'Die Nutzungsbedingungen müssen zur Registrierung akzeptiert werden.' });
  });
  it('needs the class only from class teachers and a display name only from guardians', () => {
    expect(messages('tutor', { classTeacher: true })).toEqual({ className: 'Klasse wird benötigt' });
    expect(messages('tutor', { classTeacher: true, className: ' 7a ' })).toEqual({});
    expect(messages('guardian', {})).toEqual({ displayName: 'Anzeigename wird benötigt' });
    expect(messages('guardian', { displayName: 'Ann' })).toEqual({
      displayName: 'Die Eingabe muss min. 4 Zeichen und darf max. 30 Zeichen lang sein.',
    });
    expect(messages('guardian', { displayName: 'Petra Hoffmann' })).toEqual({});
  });
});
