import { publishEvent } from '../../events/publish.js';
import { ALERT_DAYS_AHEAD } from '../../shared/lesson-change-alerts.js';
import { addDays, berlinToday } from '../../shared/week.js';
import type { LessonChangeAlert } from './lesson-change-alerts.model.js';
import { listTimeBlocks } from './time-blocks.service.js';

/** Alerts per `timetable.lessonChangesDetected` event (the event schema allows 50). */
const ALERTS_PER_EVENT = 50;

/** The alert window at `now`: today and the next 7 days (Europe/Berlin). */
export const alertWindowOf = (now: Date) => {
  const start = berlinToday(now);
  return { start, end: addDays(start, ALERT_DAYS_AHEAD) };
};

/** Publishes the alerts (the alert job of the notifications domain tells the people), 50 per event. */
export const publishAlerts = async (schoolId: string, schoolYearId: string, alerts: LessonChangeAlert[], now: Date) => {
  const detectedAt = now.toISOString();
  for (let first = 0; first < alerts.length; first += ALERTS_PER_EVENT) {
    await publishEvent('timetable.lessonChangesDetected', {
      schoolId,
      schoolYearId,
      detectedAt,
      alerts: alerts.slice(first, first + ALERTS_PER_EVENT),
    });
  }
};

/** The names of the school year's time blocks by id ('3. Stunde'). */
export const periodsOf = async (schoolId: string, schoolYearId: string) =>
  new Map((await listTimeBlocks(schoolId, schoolYearId)).map((block) => [block.id, block.name]));
