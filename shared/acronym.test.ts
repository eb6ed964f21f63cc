import { describe, expect, it } from 'vitest';
import { acronym } from './acronym.js';

describe('acronym', () => {
  it('takes the first letters of up to three words, uppercase', () => {
    expect(acronym('Anna Weber')).toBe('AW');
    expect(acronym('anna maria von weber')).toBe('AMV');
    expect(acronym('Ölbaum')).toBe('Ö');
  });

  it("falls back to 'NN'", () => {
    expect(acronym('   ')).toBe('NN');
  });
});
