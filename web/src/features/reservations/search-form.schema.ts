import * as z from 'zod';
import { isOnGrid, isTimeOfDay, minutesOf } from '@shared/reservations/reservation-rules.js';
import type { ReservationSearch } from '@shared/schemas/reservation.schema.js';
import { reservationTexts } from '../../i18n/reservations.de.js';

const { validation } = reservationTexts;

const time = (missing: string) =>
  z
    .string()
    .min(1, missing)
    .refine((value) => !value || (isTimeOfDay(value) && isOnGrid(value)), validation.step);

/**
 * 'Verfügbare Geräte suchen' (§5): type and date 'Wird benötigt.', start and end required, start
 * before end (the texts on both fields), the date not before `today`, times in 5-minute steps.
 */
export const searchFormSchema = (today: string) =>
  z
    .object({
      type: z.string().min(1, validation.required),
      day: z
        .string()
        .min(1, validation.required)
        .refine((day) => !day || day >= today, validation.past),
      starttime: time(validation.start),
      endtime: time(validation.end),
      buildingId: z.string(),
    })
    .superRefine((values, context) => {
      if (!isTimeOfDay(values.starttime) || !isTimeOfDay(values.endtime)) return;
      if (minutesOf(values.starttime) < minutesOf(values.endtime)) return;
      context.addIssue({ code: 'custom', path: ['starttime'], message: validation.startAfterEnd });
      context.addIssue({ code: 'custom', path: ['endtime'], message: validation.endBeforeStart });
    });
export type SearchFormValues = z.infer<ReturnType<typeof searchFormSchema>>;

export const emptySearch = (day: string): SearchFormValues => ({ type: '', day, starttime: '', endtime: '', buildingId: '0' });

/** The API's search from valid form values: building '0' means all buildings. */
export const toSearch = (values: SearchFormValues): ReservationSearch => ({
  type: values.type,
  day: values.day,
  starttime: values.starttime,
  endtime: values.endtime,
  ...(values.buildingId && values.buildingId !== '0' && { buildingId: values.buildingId }),
});
