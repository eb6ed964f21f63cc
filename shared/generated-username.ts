/** Generated user IDs (the Cognito usernames): 10 to 25 characters, no whitespace, read-only. */
export const USERNAME_MIN_LENGTH = 10;
export const USERNAME_MAX_LENGTH = 25;
export const generatedUsernamePattern = /^[a-z0-9.]{10,25}$/;

const letters = 'abcdefghkmnpqrstuvwxyz';
const digits = '23456789';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

/**
 * A random user ID: an optional name prefix (letters only, at most 12), a dot and random letters
 * and digits, 10 to 25 characters in total. `random` returns numbers in [0, 1).
 */
export const generateUsername = (random: () => number, namePrefix = '') => {
  const prefix = slug(namePrefix).slice(0, 12);
  const pick = (alphabet: string) => alphabet.charAt(Math.floor(random() * alphabet.length));
  let tail = '';
  for (let index = 0; index < 6; index += 1) tail += pick(letters);
  for (let index = 0; index < 4; index += 1) tail += pick(digits);
  return prefix ? `${prefix}.${tail}` : tail;
};
