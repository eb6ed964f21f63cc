import { describe, expect, it } from 'vitest';
import { importedPerson, importedUid } from './imported-people.model.js';

describe('importedUid', () => {
  it('names the same person of the same school alike, everyone else differently, as a valid id', () => {
    const uid = importedUid('lindenhof', 'students', 'weber|anna|7a', 0);
    expect(uid).toBe(importedUid('lindenhof', 'students', 'weber|anna|7a', 0));
    expect(uid).toMatch(/^imp-[0-9a-f]{24}$/);
    const others = [
      importedUid('birkenweg', 'students', 'weber|anna|7a', 0),
      importedUid('lindenhof', 'tutors', 'weber|anna|7a', 0),
      importedUid('lindenhof', 'students', 'weber|anna|7b', 0),
      importedUid('lindenhof', 'students', 'weber|anna|7a', 1),
    ];
    expect(new Set([uid, ...others]).size).toBe(5);
  });
});

describe('importedPerson', () => {
  it("makes a student 'Vorname Nachname' with the record's sex values", () => {
    expect(
      importedPerson('s', 'students', { row: 2, lastname: 'Weber', firstname: 'Anna', groupDisplayName: '7a', sex: 'divers' }, 'u1'),
    ).toEqual({
      schoolId: 's',
      uid: 'u1',
      lastname: 'Weber',
      firstname: 'Anna',
      role: 'student',
      displayName: 'Anna Weber',
      groupDisplayName: '7a',
      sex: 'other',
    });
  });

  it("makes a tutor 'Titel Nachname', or 'Vorname Nachname' without title", () => {
    expect(
      importedPerson('s', 'tutors', { row: 2, lastname: 'Müller', firstname: 'Thomas', title: 'Herr', type: 'Lehrer', short: 'MÜL' }, 'u2'),
    ).toMatchObject({
      role: 'tutor',
      displayName: 'Herr Müller',
      title: 'Herr',
      type: 'Lehrer',
      short: 'MÜL',
    });
    expect(importedPerson('s', 'tutors', { row: 3, lastname: 'Becker', firstname: 'Julia' }, 'u3')).toEqual({
      schoolId: 's',
      uid: 'u3',
      lastname: 'Becker',
      firstname: 'Julia',
      role: 'tutor',
      displayName: 'Julia Becker',
    });
  });
});
