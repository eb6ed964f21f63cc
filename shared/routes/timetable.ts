import {
  eventDetailParamsSchema,
  eventDetailSchema,
  groupParamsSchema,
  groupStudentsSchema,
  groupWeekplanQuerySchema,
  myGroupsSchema,
  schoolYearQuerySchema,
  weekplanQuerySchema,
  weekplanSchema,
} from '../schemas/timetable.schema.js';
import { defineRoutes, signedIn } from './define-routes.js';

/**
 * The own week plan for everyone; classes, their students and event details for tutors only (of the
 * active school year, or read only of a past one).
 */
export const timetableRoutes = defineRoutes(
  { name: 'timetable', access: { roles: ['tutor'] } },
  {
    getWeekplan: { method: 'GET', path: '/api/weekplan', access: signedIn, query: weekplanQuerySchema, response: weekplanSchema },
    listMyGroups: { method: 'GET', path: '/api/groups', query: schoolYearQuerySchema, response: myGroupsSchema },
    getGroupWeekplan: {
      method: 'GET',
      path: '/api/groups/{groupId}/weekplan',
      params: groupParamsSchema,
      query: groupWeekplanQuerySchema,
      response: weekplanSchema,
    },
    listGroupStudents: {
      method: 'GET',
      path: '/api/groups/{groupId}/students',
      params: groupParamsSchema,
      query: schoolYearQuerySchema,
      response: groupStudentsSchema,
    },
    getEventDetail: {
      method: 'GET',
      path: '/api/events/{collectionName}/{id}',
      params: eventDetailParamsSchema,
      response: eventDetailSchema,
    },
  },
);
