import { useApi } from '../../lib/use-api.hook.js';
import { useRememberedApi } from '../../lib/use-remembered-api.hook.js';

/** The school's Vertretungsplan of today (or the next school day) and the next school day; readable offline as last seen. */
export const useSubstitutionPlan = () => useRememberedApi('getSubstitutionPlan');

/** Who supervises where on the same two days (tutors and admins). */
export const useSupervisionPlan = () => useApi('getSupervisionPlan', undefined, { revalidateOnFocus: true });
