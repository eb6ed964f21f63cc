import {
  createTimetableImportBodySchema,
  timetableImportJobSchema,
  timetableImportParamsSchema,
  timetableImportUploadsSchema,
} from '../schemas/timetable-import.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/** Admin 'Stundenplan importieren': upload targets, inspection, start and polling of the job. */
export const untisImportRoutes = defineRoutes(
  { name: 'untis-import', access: schoolAdmins },
  {
    createTimetableImport: {
      method: 'POST',
      path: '/api/timetable-imports',
      body: createTimetableImportBodySchema,
      response: timetableImportUploadsSchema,
    },
    inspectTimetableImport: {
      method: 'POST',
      path: '/api/timetable-imports/{jobId}/inspect',
      params: timetableImportParamsSchema,
      response: timetableImportJobSchema,
    },
    startTimetableImport: {
      method: 'POST',
      path: '/api/timetable-imports/{jobId}/start',
      params: timetableImportParamsSchema,
      response: timetableImportJobSchema,
    },
    getTimetableImport: {
      method: 'GET',
      path: '/api/timetable-imports/{jobId}',
      params: timetableImportParamsSchema,
      response: timetableImportJobSchema,
    },
  },
);
