import { describe, expect, it } from 'vitest';
import { readUntisFixture, type UntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { detectUntisFile } from './untis-file.parser.js';

const fixtures: UntisFixture[] = [
  'GPU001.TXT',
  'GPU002.TXT',
  'GPU003.TXT',
  'GPU004.TXT',
  'GPU005.TXT',
  'GPU006.TXT',
  'GPU009.TXT',
  'GPU014.TXT',
  'GPU017.TXT',
  'GPU018.TXT',
  'time.txt',
];

describe('detectUntisFile', () => {
  it('names kind, encoding, separator and rows of each sample export', () => {
    const detected = fixtures.map((name) => detectUntisFile(name, readUntisFixture(name)));
    expect(detected.every(({ bytes }) => bytes > 0)).toBe(true);
    expect(detected.map(({ bytes: _bytes, ...file }) => file)).toEqual([
      { name: 'GPU001.TXT', kind: 'GPU001', encoding: 'windows-1252', separator: ',', rows: 15 },
      { name: 'GPU002.TXT', kind: 'GPU002', encoding: 'utf-8', separator: ';', rows: 11 },
      { name: 'GPU003.TXT', kind: 'GPU003', encoding: 'utf-8-bom', separator: ';', rows: 6 },
      { name: 'GPU004.TXT', kind: 'GPU004', encoding: 'windows-1252', separator: ',', rows: 6 },
      { name: 'GPU005.TXT', kind: 'GPU005', encoding: 'utf-8', separator: ',', rows: 5 },
      { name: 'GPU006.TXT', kind: 'GPU006', encoding: 'utf-8-bom', separator: ';', rows: 9 },
      { name: 'GPU009.TXT', kind: 'GPU009', encoding: 'utf-8-bom', separator: ';', rows: 5 },
      { name: 'GPU014.TXT', kind: 'GPU014', encoding: 'utf-8-bom', separator: ';', rows: 11 },
      { name: 'GPU017.TXT', kind: 'GPU017', encoding: 'windows-1252', separator: ',', rows: 3 },
      { name: 'GPU018.TXT', kind: 'GPU018', encoding: 'windows-1252', separator: ';', rows: 14 },
      { name: 'time.txt', kind: 'time', encoding: 'utf-8', separator: '\t', rows: 40 },
    ]);
  });

  it('recognises renamed files by their content', () => {
    expect(fixtures.map((name, index) => detectUntisFile(`export-${index}.csv`, readUntisFixture(name)).kind)).toEqual([
      'GPU001',
      'GPU002',
      'GPU003',
      'GPU004',
      'GPU005',
      'GPU006',
      'GPU009',
      'GPU014',
      'GPU017',
      'GPU018',
      'time',
    ]);
  });

  it('accepts download suffixes and lower case in names', () => {
    expect(detectUntisFile('gpu014 (1).txt', readUntisFixture('GPU014.TXT')).kind).toBe('GPU014');
    expect(detectUntisFile('GPU1.TXT', readUntisFixture('GPU001.TXT')).kind).toBe('GPU001');
    expect(detectUntisFile('gpu018.txt', readUntisFixture('GPU018.TXT')).kind).toBe('GPU018');
  });

  it('recognises holidays by two dates in fields 3 and 4 of a short row, with or without trailing separator and flag', () => {
    const holidays = (text: string) => detectUntisFile('ferien.csv', new TextEncoder().encode(text)).kind;
    expect(holidays('"Weihn","Weihnachtsferien",20251222,20260106\r\n')).toBe('GPU018');
    expect(holidays('"TDE";"Tag der Deutschen Einheit";"20251003";"20251003";"F";\r\n')).toBe('GPU018');
    expect(holidays('"TDE";"Tag der Deutschen Einheit";"03.10.2025";"03.10.2025";"F";\r\n')).toBeUndefined();
  });

  it('recognises break supervisions and exams by content with either separator', () => {
    const kindOf = (text: string) => detectUntisFile('export.csv', new TextEncoder().encode(text)).kind;
    expect(kindOf('"Hof","MUS",2,3,20\r\n')).toBe('GPU009');
    expect(kindOf('"Hof";"MUS";2;3;00:20;1~2;\r\n')).toBe('GPU009');
    expect(kindOf('"Hof";;2;3;20;;\r\n')).toBe('GPU009');
    expect(kindOf('"D-KA2";17;"Text";20260310;2;3;"D";4711;;"MUS-WEI";"R012-R012";\r\n')).toBe('GPU017');
    expect(kindOf('"D-KA2",17,,20260310,2,3,"D",4711,,"MUS","R012"\r\n')).toBe('GPU017');
    expect(detectUntisFile('GPU017 (2).TXT', readUntisFixture('GPU017.TXT')).kind).toBe('GPU017');
  });

  it('reads a blank-separated time grid and leaves unknown files without a kind', () => {
    const blank = new TextEncoder().encode('1 8 1 0745 0830\n1 8 2 0835 0920\n');
    expect(detectUntisFile('zeiten.txt', blank)).toMatchObject({ kind: 'time', separator: 'blank', rows: 2 });
    expect(detectUntisFile('notizen.txt', new TextEncoder().encode('Hallo Welt\n')).kind).toBeUndefined();
  });
});
