/** Amplify Auth against the Cognito pool of /config.json; loaded on demand through auth.ts. */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  decodeJWT,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { cognitoErrorCode, NEW_PASSWORD_REQUIRED, newPasswordErrorCode, SignInError } from './auth-errors.js';
import type { RuntimeConfig } from './config.js';

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];

interface CognitoBody {
  __type?: string;
  message?: string;
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
}

const cognitoError = (body: CognitoBody) => {
  const error = new Error(body.message ?? 'token refresh failed');
  error.name = /[^#]+$/.exec(body.__type ?? '')?.[0] ?? 'NotAuthorizedException';
  return error;
};

/**
 * cognito-local lacks GetTokensFromRefreshToken, which Amplify uses to refresh; this refresher
 * calls InitiateAuth with REFRESH_TOKEN_AUTH instead. Only installed with a local endpoint.
 */
const initiateAuthRefresher =
  (endpoint: string, clientId: string): TokenRefresher =>
  async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw cognitoError({ message: 'no refresh token' });
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as CognitoBody;
    const result = body.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) throw cognitoError(body);
    const accessToken = decodeJWT(result.AccessToken);
    const issuedAt = (accessToken.payload.iat ?? Date.now() / 1000) * 1000;
    return {
      accessToken,
      idToken: result.IdToken ? decodeJWT(result.IdToken) : undefined,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      deviceMetadata: tokens.deviceMetadata,
      clockDrift: issuedAt - Date.now(),
      username,
    };
  };

export const configureAmplify = (config: RuntimeConfig): void => {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config;
  Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, userPoolEndpoint } } });
  if (userPoolEndpoint) {
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(initiateAuthRefresher(userPoolEndpoint, userPoolClientId));
  }
};

/** The ID token for `Authorization: Bearer`, refreshed when expired; null without a session. */
export const getIdToken = async (): Promise<string | null> => {
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.toString() ?? null;
};

export const signOutUser = (): Promise<void> => signOut();

/** Cognito sign-in with user ID or e-mail alias; throws a SignInError with the app's code. */
export const signInWithPassword = async (username: string, password: string): Promise<void> => {
  const attempt = () => signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    let result;
    try {
      result = await attempt();
    } catch (error) {
      if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
      await signOut();
      result = await attempt();
    }
    // A first sign-in with a temporary password (an onboarded admin): Amplify keeps the pending
    // sign-in for confirmFirstPassword.
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') throw new SignInError(NEW_PASSWORD_REQUIRED);
    if (!result.isSignedIn) {
      await signOut();
      throw new SignInError(result.nextStep.signInStep);
    }
  } catch (error) {
    throw new SignInError(cognitoErrorCode(error));
  }
};

/** Finishes a first sign-in: the person's own password replaces the temporary one (Cognito's NEW_PASSWORD_REQUIRED). */
export const confirmFirstPassword = async (newPassword: string): Promise<void> => {
  try {
    const result = await confirmSignIn({ challengeResponse: newPassword });
    if (!result.isSignedIn) throw new SignInError(result.nextStep.signInStep);
  } catch (error) {
    throw new SignInError(newPasswordErrorCode(error));
  }
};

/** Starts Cognito's forgot-password flow (the e-mail goes to the user's verified address). */
export const requestPasswordReset = async (username: string): Promise<void> => {
  try {
    await resetPassword({ username });
  } catch (error) {
    throw new SignInError(cognitoErrorCode(error));
  }
};

/** Finishes the forgot-password flow with the e-mailed code and the new password. */
export const confirmPasswordReset = async (username: string, confirmationCode: string, newPassword: string): Promise<void> => {
  try {
    await confirmResetPassword({ username, confirmationCode, newPassword });
  } catch (error) {
    throw new SignInError(newPasswordErrorCode(error));
  }
};

/** Changes the password of the signed-in user; Cognito checks the current one (re-authentication). */
export const changePassword = async (oldPassword: string, newPassword: string): Promise<void> => {
  try {
    await updatePassword({ oldPassword, newPassword });
  } catch (error) {
    throw new SignInError(cognitoErrorCode(error));
  }
};
