import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Bootstrap } from '@shared/schemas/session.schema.js';
import { clearActiveStudentUid, getActiveStudentUid, setActiveStudentUid } from '../../lib/active-student.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey } from '../../lib/use-api.hook.js';

/** The swr key of GET /api/me. */
export const bootstrapKey = apiKey('getBootstrap');

/**
 * GET /api/me as the active child. A stored child the guardian is no longer linked to (403) is
 * forgotten and the server's default child used; the server's choice is remembered.
 */
export const fetchBootstrap = async (): Promise<Bootstrap> => {
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

/** The bootstrap in swr while signed in; loaded once per session (the provider puts it in after sign-in). */
export const useBootstrapQuery = (signedIn: boolean) =>
  useSWR(signedIn ? bootstrapKey : null, fetchBootstrap, { revalidateIfStale: false, shouldRetryOnError: false });

/** Loads the bootstrap again, e.g. after the guardian's children changed. */
export const useReloadBootstrap = () => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(bootstrapKey), [mutate]);
};
