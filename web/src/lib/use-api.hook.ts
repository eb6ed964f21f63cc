import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { RouteName, RouteResponse } from '@shared/routes/index.js';
import type { ApiInput } from './api-client.js';
import type { ApiError } from './api-error.js';
import { callApi } from './call-api.js';

/** The swr key of a route call: switching the child or signing out revalidates or clears them all. */
export const apiKey = <N extends RouteName>(name: N, input?: ApiInput<N>) => [name, input ?? {}] as const;

const fetchRoute = ([name, input]: readonly [RouteName, object]) =>
  (callApi as (name: RouteName, input: object) => Promise<unknown>)(name, input);

/** swr over a route of the table; `name: null` pauses the request. */
export const useApi = <N extends RouteName>(name: N | null, input?: ApiInput<N>, config?: SWRConfiguration<RouteResponse<N>, ApiError>) =>
  useSWR<RouteResponse<N>, ApiError>(name ? apiKey(name, input) : null, fetchRoute as never, config);

/** Awaits a change's call and then reloads `key`'s data, also when the call failed (it may have changed part of it). */
export const useReloadAfter = (key: ReturnType<typeof apiKey>) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <T>(call: Promise<T>) => {
      try {
        return await call;
      } finally {
        await mutate(key);
      }
    },
    [mutate, key],
  );
};
