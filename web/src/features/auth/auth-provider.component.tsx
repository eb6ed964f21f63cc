import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SWRConfig, useSWRConfig } from 'swr';
import type { Bootstrap } from '@shared/schemas/session.schema.js';
import { clearActiveStudentUid, setActiveStudentUid } from '../../lib/active-student.js';
import { ApiError } from '../../lib/api-error.js';
import { confirmFirstPassword, hasSession, signInWithPassword, signOutUser } from '../../lib/auth.js';
import { disablePush } from '../../lib/web-push.js';
import { bootstrapKey, fetchBootstrap, useBootstrapQuery } from './auth.api.js';
import { AuthContext, type AuthContextValue } from './use-auth.hook.js';

/** Loaded apart from the login route's bundle: only a session needs it. */
const offlinePages = () => import('../../lib/offline-pages.js');

const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'network-error';

/**
 * Without a network (the browser offline, or the token refresh or /api/me failing on the way) the
 * session kept with the offline pages opens them; anything else fails as before.
 */
const offlineSession = async (error: unknown): Promise<Bootstrap> => {
  const kept = !navigator.onLine || isNetworkError(error) ? (await offlinePages()).recallSession() : undefined;
  if (!kept) throw error;
  return kept as Bootstrap;
};

/** The stored Cognito session's bootstrap from /api/me, or offline the one kept (null without a session). */
const sessionBootstrap = async (): Promise<Bootstrap | null> => {
  try {
    if (!(await hasSession())) return null;
  } catch (error) {
    return offlineSession(error);
  }
  try {
    const loaded = await fetchBootstrap();
    (await offlinePages()).claimOfflinePages(loaded.user.uid, loaded);
    return loaded;
  } catch (error) {
    if (isNetworkError(error)) return offlineSession(error);
    await signOutUser().catch(() => undefined);
    clearActiveStudentUid();
    throw error;
  }
};

/**
 * Session state for the whole app: the bootstrap in swr, sign-in, sign-out and the child switch.
 * A loaded session claims the offline pages (lib/offline-pages.ts) for its person; sign-out clears them.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [signedIn, setSignedIn] = useState(false);
  const signingOut = useRef(false);
  const { data: bootstrap } = useBootstrapQuery(signedIn);

  const signOut = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    try {
      // The device gets no pushes for the person who left (while the token is still valid).
      await disablePush().catch(() => undefined);
      await signOutUser().catch(() => undefined);
      clearActiveStudentUid();
      (await offlinePages()).clearOfflinePages();
      void navigate('/login', { replace: true });
      setSignedIn(false);
      await mutate(() => true, undefined, { revalidate: false });
    } finally {
      signingOut.current = false;
    }
  }, [mutate, navigate]);

  const loadSession = useCallback(async () => {
    const loaded = await sessionBootstrap();
    if (!loaded) return null;
    await mutate(bootstrapKey, loaded, { revalidate: false });
    setSignedIn(true);
    return loaded;
  }, [mutate]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      // Whoever signs in here never opens the pages an earlier person left on this device.
      (await offlinePages()).clearOfflinePages();
      await signInWithPassword(username, password);
      const loaded = await loadSession();
      if (!loaded) throw new ApiError(401, 'unauthorized');
      return loaded;
    },
    [loadSession],
  );

  const completeFirstPassword = useCallback(
    async (newPassword: string) => {
      await confirmFirstPassword(newPassword);
      const loaded = await loadSession();
      if (!loaded) throw new ApiError(401, 'unauthorized');
      return loaded;
    },
    [loadSession],
  );

  const switchStudent = useCallback(
    async (uid: string) => {
      setActiveStudentUid(uid);
      if (bootstrap) await mutate(bootstrapKey, { ...bootstrap, activeStudentUid: uid }, { revalidate: false });
      await mutate(() => true);
    },
    [bootstrap, mutate],
  );

  const value = useMemo<AuthContextValue>(() => {
    const activeStudent = bootstrap?.students.find((student) => student.uid === bootstrap.activeStudentUid) ?? null;
    return { bootstrap, activeStudent, loadSession, signIn, completeFirstPassword, signOut, switchStudent };
  }, [bootstrap, loadSession, signIn, completeFirstPassword, signOut, switchStudent]);

  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === 'unauthorized' && signedIn) void signOut();
    },
    [signOut, signedIn],
  );

  return (
    <AuthContext.Provider value={value}>
      <SWRConfig value={{ onError }}>{children}</SWRConfig>
    </AuthContext.Provider>
  );
};
