import { describe, expect, it } from 'vitest';
import { loginFormSchema, resetPasswordSchema } from './login-form.schema.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const firstMessage = (type: 'username' | 'email', login: string, password = 'geheim') =>
  messages(loginFormSchema(type).safeParse({ login, password }))[0]?.[1];

describe('loginFormSchema (user ID)', () => {
  it('requires the user ID', () => {
    expect(firstMessage('username', '')).toBe('Benutzerkennung wird benötigt');
    expect(firstMessage('username', '   ')).toBe('Benutzerkennung wird benötigt');
  });

  it('needs at least 6 characters', () => {
    expect(firstMessage('username', 'abc')).toBe('Eine Benutzerkennung hat min. 6 Zeichen.');
  });

  it('rejects whitespace inside', () => {
    expect(firstMessage('username', 'lehrer mueller')).toBe('Benutzerkennung darf keine Leerzeichen enthalten.');
  });

  it('trims the input', () => {
    expect(loginFormSchema('username').parse({ login: '  lehrer.mueller ', password: ' lindenhof ' })).toEqual({
      login: 'lehrer.mueller',
      password: 'lindenhof',
    });
  });
});

describe('loginFormSchema (e-mail)', () => {
  it('requires the e-mail address', () => {
    expect(firstMessage('email', ' ')).toBe('E-Mail wird benötigt');
  });

  it('checks the format', () => {
    expect(firstMessage('email', 'mueller@')).toBe('Die E-Mail-Adresse hat nicht das richtige Format.');
    expect(loginFormSchema('email').parse({ login: ' m@lindenhof.de ', password: 'x' }).login).toBe('m@lindenhof.de');
  });
});

describe('password', () => {
  it('is required', () => {
    expect(messages(loginFormSchema('username').safeParse({ login: 'lehrer.mueller', password: ' ' }))).toEqual([
      ['password', 'Passwort wird benötigt'],
    ]);
  });
});

describe('resetPasswordSchema', () => {
  it('uses the same texts', () => {
    expect(messages(resetPasswordSchema('username').safeParse({ login: '' }))[0]?.[1]).toBe('Benutzerkennung wird benötigt');
    expect(messages(resetPasswordSchema('email').safeParse({ login: 'x' }))[0]?.[1]).toBe(
      'Die E-Mail-Adresse hat nicht das richtige Format.',
    );
  });
});
