import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** The today overview of a day: weather, counters and sections. */
export const useTodayOverview = (day: string) => useApi('getTodayOverview', { query: { day } });

/** 'Bestätigen' of a guardian's sick note by the class teacher. */
export const confirmAbsence = (absenceId: string) => callApi('confirmAbsence', { params: { absenceId } });
