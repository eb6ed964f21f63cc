import { timetableRoutes } from '../../shared/routes/timetable.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { getEventDetailWithMarks } from './event-detail.service.js';
import { listGroupStudents } from './group-students.service.js';
import { getGroupWeekplan, listMyGroups } from './my-groups.service.js';
import { getWeekplan } from './weekplan.service.js';

export const handler = domainHandler(timetableRoutes, resolveCaller, {
  getWeekplan: ({ caller, input }) => getWeekplan(caller, input.query),
  listMyGroups: ({ caller, input }) => listMyGroups(caller, input.query.schoolYearId),
  getGroupWeekplan: ({ caller, input }) => getGroupWeekplan(caller, input.params.groupId, input.query),
  listGroupStudents: ({ caller, input }) => listGroupStudents(caller, input.params.groupId, input.query.schoolYearId),
  getEventDetail: ({ caller, input }) => getEventDetailWithMarks(caller, input.params.collectionName, input.params.id),
});
