import type { EventDetail } from '../../events/event-catalog.js';
import { scheduleEventOnce, scheduleNameOf } from '../_lib/event-schedule.js';

/** Prefix of the schedules of lesson starts (the alert job may create only these). */
export const ABSENCE_ALERT_SCHEDULE_PREFIX = 'absence-alert-';

type Check = EventDetail<'classbook.unexcusedAbsences'>;

/**
 * A one-time schedule that puts the alert job's own event on the bus when a lesson begins, so the
 * job then reads the register as it is and alerts only if the student is still absent without
 * excuse. One per school, day, students and lesson start: every save of the same lesson shares it.
 */
export const scheduleAlertCheck = (check: Check, at: Date) =>
  scheduleEventOnce(
    scheduleNameOf(ABSENCE_ALERT_SCHEDULE_PREFIX, `${check.schoolId}/${check.day}/${check.studentUids.join(',')}/${at.toISOString()}`),
    at,
    'classbook.unexcusedAbsences',
    check,
  );
