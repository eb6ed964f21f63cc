import { describe, expect, it } from 'vitest';
import { ART_BITS, decodeArt, isTypeLetter, type ArtFlag } from './gpu014-art.parser.js';

describe('GPU014 Art bits', () => {
  it.each(Object.entries(ART_BITS) as [ArtFlag, number][])('decodes %s from 1 << %i alone', (flag, bit) => {
    const flags = decodeArt(2 ** bit);
    expect(Object.entries(flags).filter(([, set]) => set)).toEqual([[flag, true]]);
  });

  it("uses the documented numbering, not enbrea's shifted enum: 2 is Betreuung, 1 is Entfall", () => {
    expect(decodeArt(2)).toMatchObject({ supervision: true, specialDuty: false, cancelled: false });
    expect(decodeArt(1).cancelled).toBe(true);
  });

  it('reads the real-data values: 2^21 + 1 is "new" + Entfall, 2^21 is "new" only', () => {
    expect(decodeArt(2097153)).toMatchObject({ isNew: true, cancelled: true });
    expect(Object.values(decodeArt(2097152)).filter(Boolean)).toHaveLength(1);
  });

  it('masks out the undocumented bits 8–15 and 19', () => {
    const undocumented = [8, 9, 10, 11, 12, 13, 14, 15, 19].reduce((sum, bit) => sum + 2 ** bit, 0);
    expect(decodeArt(undocumented + 1 + 2 ** 16)).toEqual(decodeArt(1 + 2 ** 16));
    expect(Object.values(decodeArt(undocumented)).some(Boolean)).toBe(false);
  });

  it('knows the documented type letters only', () => {
    expect(['C', 'T', 'F', 'W', 'S', 'A', 'L', 'P', 'R', 'B', '~', 'E'].every(isTypeLetter)).toBe(true);
    expect(isTypeLetter('X')).toBe(false);
    expect(isTypeLetter('toString')).toBe(false);
  });
});
