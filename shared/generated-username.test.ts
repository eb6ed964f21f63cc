import { describe, expect, it } from 'vitest';
import { generateUsername, generatedUsernamePattern } from './generated-username.js';

describe('generateUsername', () => {
  it('is 10 to 25 characters without whitespace, with and without a name prefix', () => {
    for (const name of ['', 'Anna', 'Maximilian-Alexander von Übermütig', 'Jo', '   ', 'Ölçay Straße']) {
      for (let run = 0; run < 200; run += 1) {
        const username = generateUsername(Math.random, name);
        expect(username).toMatch(generatedUsernamePattern);
        expect(username).not.toMatch(/\s/);
      }
    }
  });
  it('starts with the name in ASCII letters when one is given', () => {
    expect(generateUsername(() => 0, 'Jürgen Weiß')).toBe('juergenweiss.aaaaaa2222');
    expect(generateUsername(() => 0.999, '')).toBe('zzzzzz9999');
  });
});
