import { describe, expect, it } from 'vitest';
import { startTiles } from './start-tiles.model.js';

const monday = new Date('2025-03-10T08:00:00Z');
const mondayEvening = new Date('2025-03-10T18:00:00Z');
const summary = (tiles: ReturnType<typeof startTiles>) => tiles.map((tile) => `${tile.label} ${tile.to ?? `(${tile.dialog})`}`);

describe('startTiles', () => {
  it("gives tutors the spec's grid", () => {
    expect(summary(startTiles('tutor', 'tutor', monday))).toEqual([
      'Wochenplan /weekplan',
      'Heute /todayOverview',
      'Vertretungsplan /substitutions',
      'Pinnwand /pins',
      'Termine /calendar',
      'Meine Klassen /groupOverview',
      'Umfragen /polls',
      'Dateien /storage',
      'Klassenbuch /classbookStatistic',
      'Geräteverwaltung /resources',
      'Einstellungen (settings)',
      'Support (support)',
    ]);
  });

  it('labels the today tile Morgen on a break day', () => {
    expect(startTiles('tutor', 'tutor', mondayEvening)[1]?.label).toBe('Morgen');
  });

  it('gives students Dateien and guardians not', () => {
    const student = [
      'Wochenplan /weekplan',
      'Vertretungsplan /substitutions',
      'Termine /calendar',
      'Pinnwand /pins',
      'Anmeldung /courseSubscribe',
      'Meine Kurse /mycourses',
      'Dateien /storage',
      'Support (support)',
    ];
    expect(summary(startTiles('student', 'student', monday))).toEqual(student);
    expect(summary(startTiles('student', 'guardian', monday))).toEqual([
      ...student.filter((tile) => !tile.startsWith('Dateien') && !tile.startsWith('Support')),
      'Krankmeldung (sickNote)',
      'Support (support)',
    ]);
  });
});
