/** Activation codes: 7 lowercase alphanumerics, unique across all schools. */
export const ACTIVATION_CODE_LENGTH = 7;
export const activationCodeAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const activationCodePattern = /^[a-z0-9]{7}$/;

export const activationCodeKinds = ['tutor', 'student', 'guardian'] as const;
export type ActivationCodeKind = (typeof activationCodeKinds)[number];

/** Codes are typed by people: surrounding spaces are trimmed and capitals accepted. */
export const normalizeActivationCode = (input: string) => input.trim().toLowerCase();

export const isActivationCode = (input: string) => activationCodePattern.test(input);

/** A random code from the given source of random bytes (crypto in the API). */
export const generateActivationCode = (randomBytes: (length: number) => Uint8Array) => {
  let code = '';
  while (code.length < ACTIVATION_CODE_LENGTH) {
    for (const byte of randomBytes(ACTIVATION_CODE_LENGTH)) {
      // 252 is the largest multiple of 36 below 256: no modulo bias.
      if (byte < 252 && code.length < ACTIVATION_CODE_LENGTH) code += activationCodeAlphabet.charAt(byte % 36);
    }
  }
  return code;
};
