import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/errors.js';
import { errorText, errorTexts } from './errors.de.js';

describe('errorTexts', () => {
  it.each(errorCodes)('has a German text for %s', (code) => {
    expect(errorTexts[code].trim()).not.toBe('');
    expect(errorText(code)).toBe(errorTexts[code]);
  });

  it('uses the spec texts for the sign-in catalogue', () => {
    expect(errorText('no-access-rights')).toBe('Keine Zugangsrechte');
    expect(errorText('user-not-registered')).toBe('Benutzer nicht registriert');
    expect(errorText('no-active-school-year')).toBe('Kein aktives Schuljahr');
    expect(errorText('school-not-found')).toBe('Keine Institution gefunden');
    expect(errorText('student-not-found')).toBe('Schüler nicht gefunden');
    expect(errorText('user-not-found')).toBe('Benutzer nicht gefunden');
    expect(errorText('wrong-password')).toBe('Falsches Passwort');
    expect(errorText('quota-exceeded')).toBe('Zu viele Versuche. Bitte warte kurz und versuche es dann erneut.');
  });

  it('names unknown codes and falls back without a code', () => {
    expect(errorText('catauth/weird')).toBe('Fehler mit Fehlercode catauth/weird');
    expect(errorText(undefined)).toBe('Unbekannter Fehler');
    expect(errorText('')).toBe('Unbekannter Fehler');
    expect(errorText(null)).toBe('Unbekannter Fehler');
  });
});
