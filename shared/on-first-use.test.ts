import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.js';

describe('onFirstUse', () => {
  it('makes the value on the first call only, and keeps it (undefined too)', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);
    const nothing = vi.fn(() => undefined);
    const empty = onFirstUse(nothing);
    empty();
    empty();
    expect(nothing).toHaveBeenCalledTimes(1);
  });
});
