import type { StatisticQuery } from '@shared/schemas/classbook-statistic.schema.js';
import { useApi } from '../../lib/use-api.hook.js';

/** The statistics for a filter (a new filter is a new key: fetched again, the last answer kept meanwhile); `null` asks nothing. */
export const useClassbookStatistic = (query: StatisticQuery | null) =>
  useApi(query ? 'getClassbookStatistic' : null, query ? { query } : undefined, { keepPreviousData: true });
