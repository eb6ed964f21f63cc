import { useApi } from '../../lib/use-api.hook.js';

/** The today overview of a day: weather, counters and sections. */
export const useTodayOverview = (day: string) => useApi('getTodayOverview', { query: { day } });
