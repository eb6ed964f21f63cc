import { describe, expect, it } from 'vitest';
import { newOption, withGeneratedOptions } from './poll-defaults.model.js';

describe('generated options', () => {
  const slots = ['Do. 26.11. 14:00–14:15', 'Do. 26.11. 14:15–14:30'];
  it('replace the untouched defaults of a new question', () => {
    const options = withGeneratedOptions([newOption(1), newOption(2)], slots);
    expect(options.map((option) => option.label)).toEqual(slots);
  });
  it('come after the options someone named or gave places, which keep their ids', () => {
    const named = { ...newOption(1), label: 'Vormittag' };
    const limited = { ...newOption(2), availability: 3 };
    const options = withGeneratedOptions([named, limited, newOption(3)], slots);
    expect(options.map((option) => option.label)).toEqual(['Vormittag', 'Option 2', ...slots]);
    expect(options.slice(0, 2)).toEqual([named, limited]);
    expect(new Set(options.map((option) => option.id)).size).toBe(4);
  });
  it("keep an 'Option 1' that moved to another place: only a default at its own number gives way", () => {
    const moved = newOption(1);
    const options = withGeneratedOptions([{ ...newOption(1), label: 'Früh' }, moved], slots);
    expect(options.map((option) => option.label)).toEqual(['Früh', 'Option 1', ...slots]);
  });
});
