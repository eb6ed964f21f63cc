import * as z from 'zod';
import {
  CALENDAR_DAYS,
  isOnGrid,
  isTimeOfDay,
  MAX_DEVICES_PER_BOOKING,
  startsBeforeEnd,
  type TimeRange,
} from '../reservations/reservation-rules.js';
import { idSchema, isoDaySchema } from './common.schema.js';
import { revisionSchema } from './revision.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

/** `HH:mm` on the 5-minute grid (§9 reservation time step). */
export const reservationTimeSchema = z.string().refine(isTimeOfDay, { message: 'not_a_time' }).refine(isOnGrid, { message: 'not_on_grid' });

/** The longest name of a building, device group or device, device type and device ID. */
export const CATALOG_NAME_MAX = 80;
export const RESOURCE_TYPE_MAX = 40;
export const DEVICE_ID_MAX = 80;
/** The most device groups one device is in. */
export const RESOURCE_GROUPS_MAX = 20;

/** A device type such as Beamer, Laptop, Tablet (the spec's list is open). */
export const resourceTypeSchema = singleLineText({ min: 1, max: RESOURCE_TYPE_MAX });

export const catalogNameSchema = singleLineText({ min: 1, max: CATALOG_NAME_MAX });

export const buildingSchema = z.object({ id: idSchema, name: catalogNameSchema, revision: revisionSchema });
export type Building = z.infer<typeof buildingSchema>;

export const resourceGroupSchema = z.object({
  id: idSchema,
  name: catalogNameSchema,
  type: resourceTypeSchema,
  buildingId: idSchema.optional(),
  revision: revisionSchema,
});
export type ResourceGroup = z.infer<typeof resourceGroupSchema>;

export const resourceSchema = z.object({
  id: idSchema,
  displayName: catalogNameSchema,
  type: resourceTypeSchema,
  deviceId: singleLineText({ max: DEVICE_ID_MAX }),
  buildingId: idSchema.optional(),
  groupIds: z.array(idSchema).max(RESOURCE_GROUPS_MAX),
  revision: revisionSchema,
});
export type Resource = z.infer<typeof resourceSchema>;

/** Devices, their groups and the buildings of the caller's school. */
export const resourceCatalogSchema = z.object({
  buildings: z.array(buildingSchema),
  groups: z.array(resourceGroupSchema),
  resources: z.array(resourceSchema),
});
export type ResourceCatalog = z.infer<typeof resourceCatalogSchema>;

export const buildingParamsSchema = z.object({ buildingId: idSchema }).strict();
/** A new item's fields (its revision starts at 1); an edit's also name the revision they were loaded at (another one answers 409 'conflict'). */
export const buildingBodySchema = buildingSchema.omit({ id: true, revision: true }).strict();
export type BuildingBody = z.infer<typeof buildingBodySchema>;
export const updateBuildingBodySchema = buildingBodySchema.extend({ revision: revisionSchema }).strict();
export type UpdateBuildingBody = z.infer<typeof updateBuildingBodySchema>;
export const resourceGroupParamsSchema = z.object({ groupId: idSchema }).strict();
export const resourceGroupBodySchema = resourceGroupSchema.omit({ id: true, revision: true }).strict();
export type ResourceGroupBody = z.infer<typeof resourceGroupBodySchema>;
export const updateResourceGroupBodySchema = resourceGroupBodySchema.extend({ revision: revisionSchema }).strict();
export type UpdateResourceGroupBody = z.infer<typeof updateResourceGroupBodySchema>;
export const resourceParamsSchema = z.object({ resourceId: idSchema }).strict();
export const resourceBodySchema = resourceSchema
  .omit({ id: true, revision: true })
  .extend({
    groupIds: z
      .array(idSchema)
      .max(RESOURCE_GROUPS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
  })
  .strict();
export type ResourceBody = z.infer<typeof resourceBodySchema>;
export const updateResourceBodySchema = resourceBodySchema.extend({ revision: revisionSchema }).strict();
export type UpdateResourceBody = z.infer<typeof updateResourceBodySchema>;
export const deletedSchema = z.object({ id: idSchema, deleted: z.literal(true) });

/** Rows of a device list (CSV, read in the browser): buildings are named and created when new. */
export const MAX_IMPORTED_DEVICES = 500;
export const importedDeviceSchema = z
  .object({
    displayName: catalogNameSchema,
    type: resourceTypeSchema,
    deviceId: singleLineText({ max: DEVICE_ID_MAX }),
    buildingName: singleLineText({ max: CATALOG_NAME_MAX }).optional(),
  })
  .strict();
export type ImportedDevice = z.infer<typeof importedDeviceSchema>;
export const importDevicesBodySchema = z.object({ devices: z.array(importedDeviceSchema).min(1).max(MAX_IMPORTED_DEVICES) }).strict();
export const importDevicesResultSchema = z.object({ created: z.number().int(), buildingsCreated: z.number().int() });

const withOrder = <T extends z.ZodType<TimeRange>>(schema: T) =>
  schema.refine(startsBeforeEnd, { message: 'start_after_end', path: ['endtime'] });

/** A reservation as the page shows it; `own` ones can be deleted and used as a template. */
export const reservationSchema = z.object({
  id: idSchema,
  reservationGroup: idSchema,
  resourceId: idSchema,
  resourceName: z.string(),
  resourceType: z.string(),
  day: isoDaySchema,
  starttime: z.string(),
  endtime: z.string(),
  description: z.string(),
  tutorName: z.string(),
  own: z.boolean(),
  created: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationListSchema = z.object({ reservations: z.array(reservationSchema) });

/** 'Verfügbare Geräte suchen': type, day and times; building '0' (or none) means all buildings. */
export const reservationSearchQuerySchema = withOrder(
  z
    .object({
      type: resourceTypeSchema,
      day: isoDaySchema,
      starttime: reservationTimeSchema,
      endtime: reservationTimeSchema,
      buildingId: idSchema.optional(),
    })
    .strict(),
);
export type ReservationSearch = z.infer<typeof reservationSearchQuerySchema>;
/** The free devices of the type and the reservations of that type that overlap the range (read-only for others). */
export const reservationSearchResultSchema = z.object({
  free: z.array(resourceSchema),
  busy: z.array(reservationSchema),
});
export type ReservationSearchResult = z.infer<typeof reservationSearchResultSchema>;

/** The calendar dialog: the reservations of a few days from `from` (today plus 4 days). */
export const reservationDaysQuerySchema = z
  .object({ from: isoDaySchema, days: z.coerce.number().int().min(1).max(CALENDAR_DAYS).optional() })
  .strict();

/** Longest description of a booking. */
export const RESERVATION_DESCRIPTION_MAX = 500;
export const reserveBodySchema = withOrder(
  z
    .object({
      day: isoDaySchema,
      starttime: reservationTimeSchema,
      endtime: reservationTimeSchema,
      resourceIds: z
        .array(idSchema)
        .min(1)
        .max(MAX_DEVICES_PER_BOOKING)
        .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
      description: multiLineText({ max: RESERVATION_DESCRIPTION_MAX }),
      /** An own reservation group (from today on) used as the template: the booking takes its group id, description, day and times. */
      templateGroup: idSchema.optional(),
    })
    .strict(),
);
export type ReserveBody = z.infer<typeof reserveBodySchema>;
export const reserveResultSchema = z.object({ reservationGroup: idSchema, reservations: z.array(reservationSchema) });

export const reservationParamsSchema = z.object({ day: isoDaySchema, reservationId: idSchema }).strict();
