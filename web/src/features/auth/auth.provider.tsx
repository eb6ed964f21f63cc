import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import type { Bootstrap } from '../../../../shared/schemas/session.schema.js';
import { clearActiveStudentUid, getActiveStudentUid, setActiveStudentUid } from '../../lib/active-student.js';
import { ApiError } from '../../lib/api-error.js';
import { hasSession, signInWithPassword, signOutUser } from '../../lib/auth.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey } from '../../lib/use-api.hook.js';
import { AuthContext, type AuthContextValue } from './auth.context.js';

const BOOTSTRAP_KEY = apiKey('getBootstrap');

/**
 * GET /api/me as the active child. A stored child the guardian is no longer linked to (403) is
 * forgotten and the server's default child used; the server's choice is remembered.
 */
const fetchBootstrap = async (): Promise<Bootstrap> => {
  let bootstrap: Bootstrap;
  try {
    bootstrap = await callApi('getBootstrap');
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'forbidden' && getActiveStudentUid())) throw error;
    clearActiveStudentUid();
    bootstrap = await callApi('getBootstrap');
  }
  if (bootstrap.activeStudentUid) setActiveStudentUid(bootstrap.activeStudentUid);
  else clearActiveStudentUid();
  return bootstrap;
};

/** Session state for the whole app: the bootstrap in swr, sign-in, sign-out and the child switch. */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [signedIn, setSignedIn] = useState(false);
  const signingOut = useRef(false);
  const { data: bootstrap } = useSWR(signedIn ? BOOTSTRAP_KEY : null, fetchBootstrap, {
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  const signOut = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    try {
      await signOutUser().catch(() => undefined);
      clearActiveStudentUid();
      navigate('/login', { replace: true });
      setSignedIn(false);
      await mutate(() => true, undefined, { revalidate: false });
    } finally {
      signingOut.current = false;
    }
  }, [mutate, navigate]);

  const loadSession = useCallback(async () => {
    if (!(await hasSession())) return null;
    let loaded: Bootstrap;
    try {
      loaded = await fetchBootstrap();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'network-error')) {
        await signOutUser().catch(() => undefined);
        clearActiveStudentUid();
      }
      throw error;
    }
    await mutate(BOOTSTRAP_KEY, loaded, { revalidate: false });
    setSignedIn(true);
    return loaded;
  }, [mutate]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      await signInWithPassword(username, password);
      const loaded = await loadSession();
      if (!loaded) throw new ApiError(401, 'unauthorized');
      return loaded;
    },
    [loadSession],
  );

  const switchStudent = useCallback(
    async (uid: string) => {
      setActiveStudentUid(uid);
      if (bootstrap) await mutate(BOOTSTRAP_KEY, { ...bootstrap, activeStudentUid: uid }, { revalidate: false });
      await mutate(() => true);
    },
    [bootstrap, mutate],
  );

  const value = useMemo<AuthContextValue>(() => {
    const activeStudent = bootstrap?.students.find((student) => student.uid === bootstrap.activeStudentUid) ?? null;
    return { bootstrap, activeStudent, loadSession, signIn, signOut, switchStudent };
  }, [bootstrap, loadSession, signIn, signOut, switchStudent]);

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
