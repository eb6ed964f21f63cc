import { jobHandler } from '../_lib/job-handler.js';
import { runTimetableImport } from './timetable-import-run.service.js';

/** Bus job of 'timetable.importRequested' (events/subscriptions.ts). */
export const handler = jobHandler('timetable.importRequested', runTimetableImport);
