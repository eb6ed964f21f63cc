import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** Whether the caller has a calendar subscription, and since when. */
export const useCalendarFeed = () => useApi('getCalendarFeed', undefined, { revalidateOnFocus: false });

/** A new subscription link (ending the old one); its path is only ever returned here. */
export const createCalendarFeed = () => callApi('createCalendarFeed');

export const deleteCalendarFeed = () => callApi('deleteCalendarFeed');
