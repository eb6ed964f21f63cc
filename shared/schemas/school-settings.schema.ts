import * as z from 'zod';
import { PUSH_SLIDER, timePattern, toMinutes, weekdays } from '../push-settings.js';
import { idSchema } from './common.schema.js';
import { revisionSchema } from './revision.schema.js';
import { singleLineText } from './text.schema.js';
import { presignedUploadSchema } from './upload.schema.js';

/** The school logo: PNG or SVG, at most 200 KB; stored as a PNG of at most this many pixels a side. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/svg+xml'] as const;
export const MAX_LOGO_BYTES = 200 * 1024;
export const LOGO_PIXELS = 256;
/** Logos live under this prefix of the files bucket (then school, then upload or logo). */
export const SCHOOL_LOGO_KEY_PREFIX = 'school-logos/';

export const SCHOOL_NAME_MIN = 3;
export const SCHOOL_NAME_MAX = 100;

const pushTime = z
  .string()
  .regex(timePattern)
  .refine((time) => toMinutes(time) >= PUSH_SLIDER.min && toMinutes(time) <= PUSH_SLIDER.max && toMinutes(time) % PUSH_SLIDER.step === 0, {
    message: 'outside_push_hours',
  });

/** The school's push window of one weekday for a role; people may narrow it on days the school allows. */
export const schoolPushDaySchema = z
  .object({ starttime: pushTime, endtime: pushTime, allowToDisable: z.boolean() })
  .strict()
  .refine((day) => toMinutes(day.starttime) < toMinutes(day.endtime), { message: 'start_not_before_end', path: ['endtime'] });

const pushWeek = z.array(schoolPushDaySchema).length(weekdays.length);

/** The push defaults by role, Monday to Sunday: what a person who saved no times of their own gets. */
export const schoolPushSettingsSchema = z.object({ student: pushWeek, tutor: pushWeek, guardian: pushWeek }).strict();
export type SchoolPushSettings = z.infer<typeof schoolPushSettingsSchema>;
export const pushRoles = ['student', 'tutor', 'guardian'] as const;

/** OpenWeatherMap city id (digits), or empty for none (the stage's default city then). */
export const weatherCityIdSchema = z.union([z.literal(''), z.string().regex(/^\d{1,10}$/)]);

/** PUT /api/school/settings: every setting of the card at once, and the settings' revision the form was loaded at. */
export const updateSchoolSettingsBodySchema = z
  .object({
    revision: revisionSchema,
    name: singleLineText({ min: SCHOOL_NAME_MIN, max: SCHOOL_NAME_MAX }),
    weatherCityId: weatherCityIdSchema,
    myGroups: z.enum(['own', 'all']),
    encryptData: z.boolean(),
    untisHolidays: z.boolean(),
    pushSettings: schoolPushSettingsSchema,
  })
  .strict();
export type UpdateSchoolSettingsBody = z.infer<typeof updateSchoolSettingsBodySchema>;

/**
 * GET/PUT /api/school/settings: the settings, their revision (counted by the settings' saves only, not by the
 * logo) and, when one is set, a short-lived URL of the logo.
 */
export const schoolSettingsSchema = z.object({
  revision: revisionSchema,
  name: z.string(),
  weatherCityId: z.string(),
  myGroups: z.enum(['own', 'all']),
  encryptData: z.boolean(),
  untisHolidays: z.boolean(),
  pushSettings: schoolPushSettingsSchema,
  logoUrl: z.url().optional(),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

/** POST /api/school/logo-uploads: the type and size of the file the admin chose. */
export const createLogoUploadBodySchema = z
  .object({ contentType: z.enum(LOGO_CONTENT_TYPES), size: z.number().int().min(1).max(MAX_LOGO_BYTES) })
  .strict();
export type CreateLogoUploadBody = z.infer<typeof createLogoUploadBodySchema>;
export const logoUploadSchema = z.object({ uploadId: idSchema, upload: presignedUploadSchema });
export type LogoUpload = z.infer<typeof logoUploadSchema>;

/** PUT /api/school/logo: the upload to make the logo. */
export const saveLogoBodySchema = z.object({ uploadId: idSchema }).strict();
