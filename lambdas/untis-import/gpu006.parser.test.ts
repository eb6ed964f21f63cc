import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { colourFromColorref } from './gpu-fields.schema.js';
import { parseGpu006 } from './gpu006.parser.js';

describe('GPU006 parser', () => {
  it('parses the UTF-8 (BOM) semicolon fixture with colours', () => {
    const { rows, problems } = parseGpu006(readUntisFixture('GPU006.TXT'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({
      line: 1,
      name: 'D',
      longName: 'Deutsch',
      statistics: 'D',
      flags: 'H',
      subjectGroup: 'Sprachen',
      foreground: { value: 0, hex: '#000000' },
      background: { value: 10079487, hex: '#ffcc99' },
      alias: 'Dt',
    });
    expect(rows.find((row) => row.name === 'PH')).toMatchObject({ foreground: undefined, background: undefined });
    expect(rows.find((row) => row.name === 'KU')?.sortText).toBe('Ästhetik');
  });

  it('decodes colours as COLORREF, red in the low byte', () => {
    expect(colourFromColorref(0x0000ff).hex).toBe('#ff0000');
    expect(colourFromColorref(0x00ff00).hex).toBe('#00ff00');
    expect(colourFromColorref(0xff0000).hex).toBe('#0000ff');
  });

  it('reports a colour outside 24 bits', () => {
    expect(parseGpu006(`"X";"X"${';'.repeat(16)}16777216;`).problems).toEqual([
      { line: 1, code: 'invalid-fields', params: { issues: [{ field: 18, issue: 'colour-range' }] } },
    ]);
  });
});
