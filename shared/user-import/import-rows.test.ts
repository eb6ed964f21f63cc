import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { importMessages } from './import-format.js';
import { decodeImportFile, normalizeValue, parseImportCsv } from './import-rows.js';

describe('parseImportCsv for students', () => {
  it('reads rows in any column order and delimiter, trimming and collapsing values', () => {
    const csv = 'Klasse;Vorname ; Nachname;Geschlecht\n 7a ;  Anna   Lena ;Weber;weiblich\n\n9b;Ben;Weber;\n';
    expect(parseImportCsv(csv, 'students')).toEqual({
      ok: true,
      rows: [
        { row: 2, lastname: 'Weber', firstname: 'Anna Lena', groupDisplayName: '7a', sex: 'weiblich' },
        { row: 4, lastname: 'Weber', firstname: 'Ben', groupDisplayName: '9b' },
      ],
    });
  });

  it("puts a student without class into 'ohne'", () => {
    const result = parseImportCsv('Nachname,Vorname,Klasse\nWeber,Anna,\n', 'students');
    expect(result).toMatchObject({ ok: true, rows: [{ groupDisplayName: 'ohne' }] });
  });

  it('names missing columns', () => {
    expect(parseImportCsv('Nachname;Vornamen\nWeber;Anna', 'students')).toEqual({
      ok: false,
      problem: { message: 'Fehlende Spalte(n): Vorname, Klasse', report: [] },
    });
  });

  it('reports faulty rows with their line numbers', () => {
    const csv = 'Nachname;Vorname;Klasse;Geschlecht\nWeber;Anna;7a;weiblich\n;;9b;x\nKoch;;5a;\n';
    expect(parseImportCsv(csv, 'students')).toEqual({
      ok: false,
      problem: {
        message: 'Fehlerhafte Daten. Bitte versuche es mit korrigierten Daten erneut.',
        report: [
          { row: 3, message: 'Fehlender Eintrag in Spalte(n): Nachname, Vorname' },
          { row: 3, message: 'Fehlerhafter Eintrag in Spalte Geschlecht: x' },
          { row: 4, message: 'Fehlender Eintrag in Spalte(n): Vorname' },
        ],
      },
    });
  });

  it('names the column, its limit and the length of an over-long entry', () => {
    const csv = `Nachname;Vorname;Klasse\n${'W'.repeat(10_000)};Anna;7a\nKoch;${'ä'.repeat(50)};${'K'.repeat(31)}\n`;
    expect(parseImportCsv(csv, 'students')).toEqual({
      ok: false,
      problem: {
        message: 'Fehlerhafte Daten. Bitte versuche es mit korrigierten Daten erneut.',
        report: [
          { row: 2, message: 'Zu langer Eintrag in Spalte Nachname: höchstens 50 Zeichen, hier 10.000.' },
          { row: 3, message: 'Zu langer Eintrag in Spalte Klasse: höchstens 30 Zeichen, hier 31.' },
        ],
      },
    });
    const tutors = parseImportCsv(`Nachname;Vorname;Kürzel\nBecker;Julia;${'X'.repeat(11)}`, 'tutors');
    expect(tutors.ok || tutors.problem.report).toEqual([
      { row: 2, message: 'Zu langer Eintrag in Spalte Kürzel: höchstens 10 Zeichen, hier 11.' },
    ]);
  });

  it('finds no data in an empty file or a header without rows', () => {
    expect(parseImportCsv('', 'students')).toEqual({ ok: false, problem: { message: 'Keine Daten gefunden.', report: [] } });
    expect(parseImportCsv('Nachname;Vorname;Klasse\n\n', 'students')).toEqual({
      ok: false,
      problem: { message: 'Keine Daten gefunden.', report: [] },
    });
  });

  it('reads no objects from broken quoting', () => {
    expect(parseImportCsv('Nachname;Vorname;Klasse\n"Weber;Anna;7a\nKoch;Ben;5a', 'students')).toEqual({
      ok: false,
      problem: { message: 'Die Datei enthält keine lesbaren Zeilen.', report: [] },
    });
  });

  it('refuses more rows than the limit', () => {
    const csv = `Nachname;Vorname;Klasse\n${Array.from({ length: 5001 }, (_, i) => `N${i};V;5a`).join('\n')}`;
    expect(parseImportCsv(csv, 'students')).toMatchObject({ ok: false, problem: { message: importMessages.tooManyRows } });
  });
});

describe('parseImportCsv for tutors', () => {
  it('reads the optional columns', () => {
    const csv = 'Nachname,Vorname,Titel,Funktion,Kürzel\nMüller,Thomas,Herr,Lehrer,MÜL\nBecker,Julia,,,\n';
    expect(parseImportCsv(csv, 'tutors')).toEqual({
      ok: true,
      rows: [
        { row: 2, lastname: 'Müller', firstname: 'Thomas', title: 'Herr', type: 'Lehrer', short: 'MÜL' },
        { row: 3, lastname: 'Becker', firstname: 'Julia' },
      ],
    });
  });
});

describe('decodeImportFile', () => {
  it('decodes Windows-1252 and UTF-8 umlauts and drops a byte-order mark', () => {
    const text = 'Nachname;Vorname;Klasse\nJürgens;Jörg;5ä\n';
    expect(decodeImportFile(iconv.encode(text, 'win1252'), 'windows-1252')).toBe(text);
    expect(decodeImportFile(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]), 'utf-8')).toBe(text);
    expect(decodeImportFile(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]), 'windows-1252')).not.toContain('ï»¿');
  });
});

const nameArbitrary = fc.stringMatching(/^[A-Za-zÄÖÜäöüß\- ]{0,12}$/);

describe('properties', () => {
  it('normalised values have no outer or repeated whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const normalized = normalizeValue(value);
        expect(normalized).toBe(normalized.trim());
        expect(normalized).not.toMatch(/\s\s/);
      }),
    );
  });

  it('every written student either comes back normalised at its line or is reported at its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(nameArbitrary, nameArbitrary, fc.constantFrom('5a', '10b', ' 7 c ')), { minLength: 1, maxLength: 20 }),
        (people) => {
          const csv = ['Nachname;Vorname;Klasse', ...people.map((person) => person.join(';'))].join('\r\n');
          const result = parseImportCsv(csv, 'students');
          const lines = people
            .map((person, index) => ({ person, row: index + 2 }))
            .filter(({ person }) => person.some((value) => normalizeValue(value)));
          const faulty = lines.filter(({ person }) => !normalizeValue(person[0]) || !normalizeValue(person[1]));
          if (faulty.length > 0) {
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.problem.report.map((error) => error.row)).toEqual(faulty.map(({ row }) => row));
          } else if (lines.length === 0) {
            expect(result).toEqual({ ok: false, problem: { message: 'Keine Daten gefunden.', report: [] } });
          } else {
            expect(result).toEqual({
              ok: true,
              rows: lines.map(({ person, row }) => ({
                row,
                lastname: normalizeValue(person[0]),
                firstname: normalizeValue(person[1]),
                groupDisplayName: normalizeValue(person[2]),
              })),
            });
          }
        },
      ),
    );
  });
});
