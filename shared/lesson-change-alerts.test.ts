import { describe, expect, it } from 'vitest';
import { lessonChangeText, lessonChangeTitle } from './lesson-change-alerts.js';

const math = { name: 'Mathematik', period: '3. Stunde', rooms: ['204'], tutors: ['WEI'] };

describe('lessonChangeText', () => {
  it('says a cancelled lesson falls out', () => {
    expect(lessonChangeText(math, { type: 'cancel' })).toBe('Mathematik 3. Stunde fällt aus');
  });
  it('shows the planned and the new room', () => {
    expect(lessonChangeText(math, { type: 'roomChange', rooms: ['108'] })).toBe('Mathematik 3. Stunde: Raum 204 → 108');
  });
  it('names the substitutes', () => {
    expect(lessonChangeText(math, { type: 'substitution', tutors: ['MÜL', 'KLE'] })).toBe('Mathematik 3. Stunde: Vertretung: MÜL, KLE');
  });
  it('names the new subject', () => {
    expect(lessonChangeText(math, { type: 'subjectChange', subject: 'Deutsch' })).toBe('Mathematik 3. Stunde: Deutsch statt Mathematik');
  });
  it('names other kinds by their label', () => {
    expect(lessonChangeText(math, { type: 'additionalTutorsChange', tutors: ['KLE'] })).toBe(
      'Mathematik 3. Stunde: Zusätzliche Lehrkraft: KLE',
    );
    expect(lessonChangeText(math, { type: 'replacement', text: 'verlegt auf Freitag' })).toBe(
      'Mathematik 3. Stunde: Ersatz: verlegt auf Freitag',
    );
  });
});

describe('lessonChangeTitle', () => {
  it('names the weekday and date', () => {
    expect(lessonChangeTitle('2026-11-26')).toBe('Stundenplanänderung am Do, 26.11.');
  });
});
