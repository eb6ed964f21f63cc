import { createContext, useContext } from 'react';
import type { Bootstrap, LinkedStudent } from '@shared/schemas/session.schema.js';

export interface AuthContextValue {
  /** GET /api/me of the signed-in user; undefined until a session is loaded. */
  bootstrap: Bootstrap | undefined;
  /** A guardian's active child (null for students, tutors and guardians without children). */
  activeStudent: LinkedStudent | null;
  /** Loads the bootstrap of the stored Cognito session; null without one. Signs out on catalogue errors. */
  loadSession: () => Promise<Bootstrap | null>;
  /** Cognito sign-in, then the bootstrap; throws SignInError (Cognito) or ApiError (bootstrap). */
  signIn: (username: string, password: string) => Promise<Bootstrap>;
  /** After a sign-in that needs one (SignInError 'new-password-required'): the own password, then the bootstrap. */
  completeFirstPassword: (newPassword: string) => Promise<Bootstrap>;
  /** Amplify sign-out, clears the swr cache and stored records, goes to /login. */
  signOut: () => Promise<void>;
  /** Makes a linked child active and revalidates everything. */
  switchStudent: (uid: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
};

/** The bootstrap inside the protected routes, where the guard guarantees it. */
export const useBootstrap = (): Bootstrap => {
  const { bootstrap } = useAuth();
  if (!bootstrap) throw new Error('useBootstrap outside the protected routes');
  return bootstrap;
};
