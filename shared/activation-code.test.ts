import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateActivationCode, isActivationCode, normalizeActivationCode } from './activation-code.js';
import { cyclicAt, type NonEmpty } from './cyclic.js';

describe('activation codes', () => {
  it('are 7 lowercase alphanumerics', () => {
    for (let run = 0; run < 500; run += 1) expect(generateActivationCode((length) => randomBytes(length))).toMatch(/^[a-z0-9]{7}$/);
  });
  it('skip bytes that would bias the alphabet', () => {
    const bytes: NonEmpty<number> = [255, 254, 253, 252, 0, 1, 35, 36, 251, 100, 200];
    let position = 0;
    const code = generateActivationCode((length) => Uint8Array.from({ length }, () => cyclicAt(bytes, position++)));
    expect(code).toBe('ab9a92u');
  });
  it('are recognised after trimming and lowercasing', () => {
    expect(normalizeActivationCode('  ANNA7GD ')).toBe('anna7gd');
    expect(isActivationCode('anna7gd')).toBe(true);
    for (const wrong of ['anna7g', 'anna7gdx', 'anna-gd', 'ANNA7GD', 'änna7gd', 'anna 7g']) expect(isActivationCode(wrong)).toBe(false);
  });
});
