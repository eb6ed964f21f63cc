import { describe, expect, it, vi } from 'vitest';
import { lazyInstance } from './lazy-instance.js';

class Counter {
  count = 0;
  readonly label: string;
  constructor(label: string) {
    this.label = label;
  }
  increment() {
    this.count += 1;
    return this.count;
  }
}

describe('lazyInstance', () => {
  it('builds nothing until first use, then builds once', () => {
    const build = vi.fn(() => new Counter('a'));
    const counter = lazyInstance(build);
    expect(build).not.toHaveBeenCalled();
    expect(counter.label).toBe('a');
    counter.increment();
    counter.increment();
    expect(build).toHaveBeenCalledTimes(1);
    expect(counter.count).toBe(2);
  });

  it('answers as the instance: prototype, own keys, writes and methods taken off it', () => {
    const counter = lazyInstance(() => new Counter('b'));
    expect(counter).toBeInstanceOf(Counter);
    expect(Object.keys(counter)).toEqual(['count', 'label']);
    expect('increment' in counter).toBe(true);
    counter.count = 5;
    // Taken off the stand-in, as ElectroDB's clauses take an entity's methods, it still counts on the instance.
    const increment = Reflect.get<Counter, 'increment'>(counter, 'increment');
    expect(increment()).toBe(6);
    expect(Reflect.get(counter, 'increment')).toBe(increment);
    expect(Object.fromEntries(Object.entries(counter))).toEqual({ count: 6, label: 'b' });
  });
});
