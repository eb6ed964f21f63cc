import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSealed, openValue, SEALED_PREFIX, sealValue } from './field-envelope.js';

const key = randomBytes(32);

describe('the field envelope', () => {
  it('opens what it sealed, for any text, and seals the same text differently each time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const sealed = sealValue(key, text);
        expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
        expect(openValue(key, sealed)).toBe(text);
        expect(sealValue(key, text)).not.toBe(sealed);
      }),
    );
  });

  it('gives plain values back unchanged and leaves sealed ones sealed once', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !isSealed(text)),
        (text) => {
          expect(openValue(key, text)).toBe(text);
          const sealed = sealValue(key, text);
          expect(sealValue(key, sealed)).toBe(sealed);
        },
      ),
    );
  });

  it('refuses a changed value, another key and another context', () => {
    const sealed = sealValue(key, 'Anna Schmidt', 'school-a');
    const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => openValue(key, SEALED_PREFIX + bytes.toString('base64'), 'school-a')).toThrow();
    expect(() => openValue(randomBytes(32), sealed, 'school-a')).toThrow();
    expect(() => openValue(key, sealed, 'school-b')).toThrow();
    expect(() => openValue(key, `${SEALED_PREFIX}AAAA`)).toThrow('too short');
    expect(openValue(key, sealed, 'school-a')).toBe('Anna Schmidt');
  });
});
