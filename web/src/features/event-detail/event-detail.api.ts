import type { EventCollection } from '@shared/schemas/timetable.schema.js';
import { useApi } from '../../lib/use-api.hook.js';

/** 'Details' of a dated event; `collection: null` (a malformed route) asks nothing. */
export const useEventDetail = (collection: EventCollection | null, id: string) =>
  useApi(collection ? 'getEventDetail' : null, { params: { collectionName: collection ?? 'lessonDates', id } });
