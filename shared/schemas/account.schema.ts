import * as z from 'zod';
import { timePattern, weekdays } from '../push-settings.js';
import { singleLineText } from './text.schema.js';

export const DISPLAY_NAME_MIN = 4;
export const DISPLAY_NAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const AVATAR_COUNT = 16;

export const displayNameSchema = singleLineText({ min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX });

export const updateDisplayNameBodySchema = z.object({ displayName: displayNameSchema }).strict();
export const displayNameResultSchema = z.object({ displayName: z.string(), short: z.string() });

export const updateAvatarBodySchema = z.object({ avatarIndex: z.number().int().min(1).max(AVATAR_COUNT) }).strict();
export const avatarResultSchema = z.object({ avatarIndex: z.number().int().min(1).max(AVATAR_COUNT) });

const timeSchema = z.string().regex(timePattern);

export const userPushDaySchema = z.object({ starttime: timeSchema, endtime: timeSchema, disabled: z.boolean() }).strict();

/** PUT body: the user's times for Monday to Sunday, in that order; lesson-change alerts on or off (absent: unchanged). */
export const updatePushSettingsBodySchema = z
  .object({ days: z.array(userPushDaySchema).length(weekdays.length), lessonChangeAlerts: z.boolean().optional() })
  .strict();
export type UpdatePushSettingsBody = z.infer<typeof updatePushSettingsBodySchema>;

/** Per weekday the user's times and the school's window they must keep. */
export const pushSettingsSchema = z.object({
  days: z
    .array(
      z.object({
        weekday: z.enum(weekdays),
        starttime: timeSchema,
        endtime: timeSchema,
        disabled: z.boolean(),
        school: z.object({ starttime: timeSchema, endtime: timeSchema, allowToDisable: z.boolean() }),
      }),
    )
    .length(weekdays.length),
  /** Notifications about timetable changes of the coming days ('Benachrichtigungen bei Stundenplanänderungen'). */
  lessonChangeAlerts: z.boolean(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;
