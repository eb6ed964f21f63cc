import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu009 } from './gpu009.parser.js';

const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('GPU009 parser', () => {
  it('parses the UTF-8 (BOM) semicolon fixture, rows of 6 and 7 fields alike', () => {
    const { rows, problems } = parseGpu009(readUntisFixture('GPU009.TXT'));
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 1, corridor: 'Gang Nord', teacher: 'WEI', day: 1, beforePeriod: 3, duration: 20, weeks: [] },
      { line: 2, corridor: 'Hof', teacher: 'MUS', day: 2, beforePeriod: 3, duration: 20, weeks: [] },
      { line: 3, corridor: 'Hof', teacher: 'MUS', day: 4, beforePeriod: 5, duration: 20, weeks: [10, 11, 12] },
      { line: 4, corridor: 'Aula', teacher: undefined, day: 3, beforePeriod: 3, duration: 20, weeks: [] },
      { line: 5, corridor: 'Pausenhalle', teacher: 'WEI', day: 5, beforePeriod: 1, duration: 10, weeks: [] },
    ]);
  });

  it('reads Windows-1252 with commas and a duration written as hh:mm', () => {
    const { rows, problems } = parseGpu009(cp1252('"Schulhof Süd","MÜL",2,4,00:15,\r\n"Brücke","KRÄ",3,5,25,1~2\r\n'));
    expect(problems).toEqual([]);
    expect(rows.map(({ corridor, teacher, duration, weeks }) => ({ corridor, teacher, duration, weeks }))).toEqual([
      { corridor: 'Schulhof Süd', teacher: 'MÜL', duration: 15, weeks: [] },
      { corridor: 'Brücke', teacher: 'KRÄ', duration: 25, weeks: [1, 2] },
    ]);
  });

  it('turns unreadable rows into warnings with line and field, the rest still import', () => {
    const { rows, problems } = parseGpu009('"Hof";"MUS";8;3;20;\r\n"Hof";"MUS";1;3;20 Min;\r\n"Gang";"WEI";1;2;15;\r\n');
    expect(rows.map((row) => row.line)).toEqual([3]);
    expect(problems).toEqual([
      { line: 1, code: 'invalid-fields', params: { issues: [{ field: 3, issue: 'weekday-range' }] } },
      { line: 2, code: 'invalid-fields', params: { issues: [{ field: 5, issue: 'lesson-length-format' }] } },
    ]);
  });
});
