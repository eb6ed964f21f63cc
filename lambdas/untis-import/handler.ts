import { untisImportRoutes } from '../../shared/routes/untis-import.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { createTimetableImport, getTimetableImport, inspectTimetableImport, startTimetableImport } from './timetable-import.service.js';

export const handler = domainHandler(untisImportRoutes, resolveCaller, {
  createTimetableImport: ({ caller, input }) => createTimetableImport(caller, input.body),
  inspectTimetableImport: ({ caller, input }) => inspectTimetableImport(caller, input.params.jobId),
  startTimetableImport: ({ caller, input }) => startTimetableImport(caller, input.params.jobId),
  getTimetableImport: ({ caller, input }) => getTimetableImport(caller, input.params.jobId),
});
