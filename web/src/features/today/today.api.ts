import { callApi } from '../../lib/call-api.js';
import { useRememberedApi } from '../../lib/use-remembered-api.hook.js';

/** The today overview of a day: weather, counters and sections; readable offline as last seen. */
export const useTodayOverview = (day: string) => useRememberedApi('getTodayOverview', { query: { day } });

/** 'Bestätigen' of a guardian's sick note by the class teacher. */
export const confirmAbsence = (absenceId: string) => callApi('confirmAbsence', { params: { absenceId } });
