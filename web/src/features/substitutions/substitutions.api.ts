import { useRememberedApi } from '../../lib/use-remembered-api.hook.js';

/** The school's Vertretungsplan of today (or the next school day) and the next school day; readable offline as last seen. */
export const useSubstitutionPlan = () => useRememberedApi('getSubstitutionPlan');
