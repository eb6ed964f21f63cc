import useSWR, { type SWRConfiguration } from 'swr';
import type { RouteName, RouteResponse } from '../../../shared/routes/index.js';
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
