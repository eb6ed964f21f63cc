import { scheduleEventOnce, scheduleNameOf } from '../_lib/event-schedule.js';

/** Prefix of the schedules of opening push windows (the pushing job may create only these). */
export const PUSH_WINDOW_SCHEDULE_PREFIX = 'push-window-';

/**
 * A one-time schedule that puts `notification.pushWindowOpened` for the person on the bus when their
 * window opens: one per person and opening time, so every push held for the same opening shares it.
 */
export const schedulePushWindow = (pushUid: string, at: Date) =>
  scheduleEventOnce(scheduleNameOf(PUSH_WINDOW_SCHEDULE_PREFIX, `${pushUid}/${at.toISOString()}`), at, 'notification.pushWindowOpened', {
    pushUid,
  });
