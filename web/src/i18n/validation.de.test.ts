import { describe, expect, it } from 'vitest';
import { characterLimitText, fieldRuleText } from './validation.de.js';

describe('fieldRuleText', () => {
  it('says the limit of each kind of value', () => {
    expect(fieldRuleText({ code: 'too_small', origin: 'string', minimum: 3 })).toBe('Mindestens 3 Zeichen.');
    expect(fieldRuleText({ code: 'too_big', origin: 'array', maximum: 1 })).toBe('Höchstens 1 Eintrag.');
    expect(fieldRuleText({ code: 'too_small', origin: 'array', minimum: 1 })).toBe('Bitte mindestens eins auswählen.');
    expect(fieldRuleText({ code: 'too_big' })).toBe('Der Wert ist zu groß.');
    expect(fieldRuleText({ code: 'invalid_type', input: undefined })).toBe('Bitte ausfüllen.');
    expect(fieldRuleText({ code: 'invalid_value' })).toBe('Bitte wähle einen der angebotenen Werte.');
  });

  it('falls back to the general text only for a rule it does not know', () => {
    expect(fieldRuleText({ code: 'no_such_rule' })).toBe('Fehler bei der Eingabe erkannt.');
    expect(fieldRuleText({ code: 'no_such_rule' }, { no_such_rule: 'Eigener Text.' })).toBe('Eigener Text.');
  });
});

describe('characterLimitText', () => {
  it('shows the limit, what is left and what is too much', () => {
    expect(characterLimitText(0, 200)).toBe('max. 200 Zeichen');
    expect(characterLimitText(12, 200)).toBe('max. 200 Zeichen (noch 188)');
    expect(characterLimitText(300, 200)).toBe('max. 200 Zeichen (100 zu viel)');
  });
});
