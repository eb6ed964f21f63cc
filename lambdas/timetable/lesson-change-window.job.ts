import { jobHandler } from '../_lib/job-handler.js';
import { announceChangesEnteringWindow } from './lesson-change-window.service.js';

/** Daily: announces the lesson changes of the day that entered the 7-day alert window (lesson-change-window.service.ts). */
export const handler = jobHandler('timetable.alertWindowMoved', () => announceChangesEnteringWindow());
