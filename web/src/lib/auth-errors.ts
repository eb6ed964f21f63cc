/** A failed Cognito call, with the app's error code (or Cognito's name when the app has none). */
export class SignInError extends Error {
  constructor(readonly code: string | null) {
    super(code ?? 'sign-in failed');
    this.name = 'SignInError';
  }
}

/** The code of a sign-in that needs the person's own password first (a temporary one was used). */
export const NEW_PASSWORD_REQUIRED = 'new-password-required';

const nameOf = (error: unknown): string =>
  error && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : '';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * Maps a Cognito or Amplify error to the app's code. cognito-local answers a wrong password with
 * InvalidPasswordException, real Cognito with NotAuthorizedException. Unknown names pass through.
 */
export const cognitoErrorCode = (error: unknown): string | null => {
  const name = nameOf(error);
  switch (name) {
    case 'UserNotFoundException':
      return 'user-not-found';
    case 'NotAuthorizedException':
      return /attempts exceeded/i.test(messageOf(error)) ? 'quota-exceeded' : 'wrong-password';
    case 'InvalidPasswordException':
      return 'wrong-password';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'quota-exceeded';
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
      return 'reset-code-invalid';
    case 'InvalidParameterException':
      return /no registered\/verified email/i.test(messageOf(error)) ? 'no-email-present' : name;
    case 'NetworkError':
      return 'network-error';
    case 'SignInError':
      return (error as SignInError).code;
    case '':
    case 'Error':
    case 'Unknown':
      return error instanceof TypeError ? 'network-error' : null;
    default:
      return error instanceof TypeError ? 'network-error' : name;
  }
};

/** Setting a new password: here InvalidPasswordException means the password policy, not a wrong password. */
export const newPasswordErrorCode = (error: unknown): string | null =>
  nameOf(error) === 'InvalidPasswordException' ? 'weak-password' : cognitoErrorCode(error);
