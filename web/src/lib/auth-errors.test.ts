import { describe, expect, it } from 'vitest';
import { cognitoErrorCode, newPasswordErrorCode, SignInError } from './auth-errors.js';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('cognitoErrorCode', () => {
  it('maps the Cognito sign-in errors to the catalogue', () => {
    expect(cognitoErrorCode(named('UserNotFoundException'))).toBe('user-not-found');
    expect(cognitoErrorCode(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe('wrong-password');
    expect(cognitoErrorCode(named('InvalidPasswordException'))).toBe('wrong-password');
    expect(cognitoErrorCode(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe('quota-exceeded');
    expect(cognitoErrorCode(named('LimitExceededException'))).toBe('quota-exceeded');
    expect(cognitoErrorCode(named('TooManyRequestsException'))).toBe('quota-exceeded');
  });

  it('maps the password-reset errors: wrong or expired code, no e-mail address, weak new password', () => {
    expect(cognitoErrorCode(named('CodeMismatchException'))).toBe('reset-code-invalid');
    expect(cognitoErrorCode(named('ExpiredCodeException'))).toBe('reset-code-invalid');
    expect(
      cognitoErrorCode(
        named('InvalidParameterException', 'Cannot reset password for the user as there is no registered/verified email or phone_number'),
      ),
    ).toBe('no-email-present');
    expect(cognitoErrorCode(named('InvalidParameterException', 'other'))).toBe('InvalidParameterException');
    expect(newPasswordErrorCode(named('InvalidPasswordException'))).toBe('weak-password');
    expect(newPasswordErrorCode(named('CodeMismatchException'))).toBe('reset-code-invalid');
  });

  it('recognises network failures', () => {
    expect(cognitoErrorCode(named('NetworkError'))).toBe('network-error');
    expect(cognitoErrorCode(new TypeError('Failed to fetch'))).toBe('network-error');
  });

  it('passes unknown names through and gives null without a name', () => {
    expect(cognitoErrorCode(named('UserNotConfirmedException'))).toBe('UserNotConfirmedException');
    expect(cognitoErrorCode(new Error('boom'))).toBeNull();
    expect(cognitoErrorCode(undefined)).toBeNull();
  });

  it('keeps the code of an already mapped error', () => {
    expect(cognitoErrorCode(new SignInError('wrong-password'))).toBe('wrong-password');
    expect(cognitoErrorCode(new SignInError(null))).toBeNull();
  });
});
