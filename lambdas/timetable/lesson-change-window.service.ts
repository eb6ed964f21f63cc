import { addDays, mondayOf } from '../../shared/week.js';
import { detectLessonChangeAlerts } from './lesson-change-alerts.model.js';
import { alertWindowOf, periodsOf, publishAlerts } from './lesson-change-announcer.service.js';
import { lessonChangeDayEntity } from './lesson-change-day.entity.js';
import { audienceOfSource, lessonDateEntity } from './lesson-date.entity.js';

/**
 * The daily window job: the changes of the day that entered the alert window today (today + 7)
 * and, in case a run was missed, of the day before, for each school and source that noted one.
 * Every alerted change of those days is published: the alert job's announcement ledger skips those
 * announced before (when the import wrote them inside the window), so each is announced once.
 */
export const announceChangesEnteringWindow = async (now = new Date()) => {
  const { end } = alertWindowOf(now);
  for (const day of [addDays(end, -1), end]) {
    const { data: noted } = await lessonChangeDayEntity.query.byDay({ changeDay: day }).go({ pages: 'all' });
    for (const { schoolId, schoolYearId, source } of noted) {
      const { data: lessons } = await lessonDateEntity.query
        .byAudienceWeek({ schoolId, schoolYearId, audience: audienceOfSource(source), weekStart: mondayOf(day), day })
        .go({ pages: 'all' });
      const periods = await periodsOf(schoolId, schoolYearId);
      const alerts = lessons.flatMap((lesson) => detectLessonChangeAlerts(lesson, undefined, { start: day, end: day }, periods));
      await publishAlerts(schoolId, schoolYearId, alerts, now);
    }
  }
};
