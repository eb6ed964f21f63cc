import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu004 } from './gpu004.parser.js';
import { teacherDisplayName, teacherNamesOf } from './teacher-name.model.js';

describe('teacher names from GPU004', () => {
  it('names a teacher by salutation, academic title and last name, or by first and last name without a gender', () => {
    expect(teacherDisplayName({ key: 'LOR', name: 'LOR', lastName: 'Lorenz', gender: 'male' })).toBe('Herr Lorenz');
    expect(teacherDisplayName({ key: 'SCH', name: 'SCH', lastName: 'Schröder', title: 'Dr.', gender: 'female' })).toBe('Frau Dr. Schröder');
    expect(teacherDisplayName({ key: 'MUS', name: 'MUS', lastName: 'Musterfrau', title: 'StRin', gender: 'female' })).toBe(
      'Frau Musterfrau',
    );
    expect(teacherDisplayName({ key: 'KRÄ', name: 'KRÄ', lastName: 'Krämer', firstName: 'Özlem', gender: 'diverse' })).toBe('Özlem Krämer');
    expect(teacherDisplayName({ key: 'NEU', name: 'NEU', lastName: 'Neumann' })).toBe('Neumann');
  });

  it('gives no name where the export has no last name or only the short name again', () => {
    expect(teacherDisplayName({ key: 'LOR', name: 'LOR' })).toBeUndefined();
    expect(teacherDisplayName({ key: 'LOR', name: 'LOR', lastName: ' ' })).toBeUndefined();
    expect(teacherDisplayName({ key: 'LOR', name: 'LOR', lastName: 'LOR', gender: 'male' })).toBeUndefined();
  });

  it('reads the names of the sample export, salutations typed into the long name included', () => {
    const rows = parseGpu004(readUntisFixture('GPU004.TXT')).rows;
    const names = teacherNamesOf({ teachers: rows.map((row) => ({ ...row, key: row.name })) });
    expect(names.get('BÄR')).toBe('Herr Bär');
    expect(names.get('SCH')).toBe('Frau Dr. Schröder');
    expect(names.get('MÜL')).toBe('Herr Müller');
  });
});
