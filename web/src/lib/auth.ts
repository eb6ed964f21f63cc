import type { RuntimeConfig } from './config.js';

type AmplifyAuth = typeof import('./amplify-auth.js');

let runtimeConfig: RuntimeConfig | undefined;
let amplifyAuth: Promise<AmplifyAuth> | undefined;

/**
 * Amplify (Cognito) loads on first use: the login page renders without it and fetches it when
 * the user starts typing; the loader needs it at once to read the stored session.
 */
const cognito = (): Promise<AmplifyAuth> => {
  amplifyAuth ??= import('./amplify-auth.js').then((module) => {
    if (!runtimeConfig) throw new Error('configureAuth was not called');
    module.configureAmplify(runtimeConfig);
    return module;
  });
  amplifyAuth.catch(() => {
    amplifyAuth = undefined;
  });
  return amplifyAuth;
};

/** Keeps the pool settings of /config.json for the first Cognito call. */
export const configureAuth = (config: RuntimeConfig): void => {
  runtimeConfig = config;
};

export const preloadAuth = (): void => {
  void cognito();
};

/** The ID token for `Authorization: Bearer`, refreshed when expired; null without a session. */
export const getIdToken = async (): Promise<string | null> => (await cognito()).getIdToken();

export const hasSession = async (): Promise<boolean> => (await getIdToken()) !== null;

export const signOutUser = async (): Promise<void> => (await cognito()).signOutUser();

/** Cognito sign-in with user ID or e-mail alias; throws a SignInError with the app's code. */
export const signInWithPassword = async (username: string, password: string): Promise<void> =>
  (await cognito()).signInWithPassword(username, password);

/** Finishes a first sign-in with a temporary password: the person's own password; throws a SignInError with the app's code. */
export const confirmFirstPassword = async (newPassword: string): Promise<void> => (await cognito()).confirmFirstPassword(newPassword);

/** Starts Cognito's forgot-password flow (the e-mail goes to the user's verified address). */
export const requestPasswordReset = async (username: string): Promise<void> => (await cognito()).requestPasswordReset(username);

/** Cognito ConfirmForgotPassword: the code from the reset e-mail and the new password. */
export const confirmPasswordReset = async (username: string, code: string, newPassword: string): Promise<void> =>
  (await cognito()).confirmPasswordReset(username, code, newPassword);

/** Cognito ChangePassword: re-authenticates with the current password; throws a SignInError with the app's code. */
export const changePassword = async (oldPassword: string, newPassword: string): Promise<void> =>
  (await cognito()).changePassword(oldPassword, newPassword);
