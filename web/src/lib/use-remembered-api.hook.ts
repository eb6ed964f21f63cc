import { useMemo } from 'react';
import type { RouteName, RouteResponse } from '@shared/routes/index.js';
import { getActiveStudentUid } from './active-student.js';
import type { ApiInput } from './api-client.js';
import { recallPage, rememberPage } from './offline-pages.js';
import { useApi } from './use-api.hook.js';
import { useOnline } from './use-online.hook.js';

/** A page's key in the offline store: the route, its input and the child a guardian acts for. */
const pageKey = (name: RouteName, input: unknown) => JSON.stringify([getActiveStudentUid(), name, input ?? {}]);

/**
 * useApi for pages that stay readable offline (week plan, today overview): every answer is kept
 * (lib/offline-pages.ts); without a network the page shows what was last kept instead of the
 * failure, and `offlineSince` is the time it came from the server (undefined while online).
 */
export const useRememberedApi = <N extends RouteName>(name: N | null, input?: ApiInput<N>) => {
  const key = name ? pageKey(name, input) : null;
  const { data, error, mutate } = useApi(name, input, { onSuccess: (answer) => key && rememberPage(key, answer) });
  const online = useOnline();
  const offline = !online || error?.code === 'network-error';
  const kept = useMemo(() => (offline && key ? recallPage(key) : undefined), [offline, key]);
  const shown = data ?? (kept?.data as RouteResponse<N> | undefined);
  return {
    data: shown,
    error: offline && shown !== undefined ? undefined : error,
    mutate,
    offlineSince: offline && kept ? new Date(kept.savedAt) : undefined,
  };
};
