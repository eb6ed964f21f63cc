import { domainHandler } from '../_lib/api-handler.js';
import { getWeekplan } from './timetable.service.js';

export const handler = domainHandler('timetable', {
  getWeekplan: ({ caller, input }) => getWeekplan(caller, input.query),
});
