/** Why an onboarding was refused; nothing was created. school-messages.ts has the texts. */
export type OnboardingErrorCode = 'invalid-input' | 'unknown-state' | 'school-name-exists' | 'email-in-use' | 'invalid-school-year';

export class OnboardingError extends Error {
  constructor(
    readonly code: OnboardingErrorCode,
    readonly detail = '',
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'OnboardingError';
  }
}
