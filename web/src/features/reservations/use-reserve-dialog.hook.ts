import { useState } from 'react';
import type { ReservationSearch, Resource } from '../../../../shared/schemas/reservation.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { ApiError } from '../../lib/api-error.js';
import { useReserve } from './reservations.api.js';
import { useBookingTemplates } from './template-select.component.js';

/** A collision names the devices the server reports (id: name). */
const failureOf = (error: unknown): string => {
  if (error instanceof ApiError && error.code === 'reservation-collision' && error.fields) return t.collision(Object.values(error.fields));
  return errorText(error instanceof ApiError ? error.code : null);
};

/** The description or the chosen template booking, the day and times they give, and the reservation of the devices. */
export const useReserveDialog = (search: ReservationSearch, resources: Resource[], onDone: () => void) => {
  const reserve = useReserve();
  const [description, setDescription] = useState('');
  const [template, setTemplate] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useBookingTemplates();
  const chosen = templates.find((group) => group.reservationGroup === template);
  const range = chosen ?? search;
  const save = async () => {
    if (resources.length === 0) {
      onDone();
      return;
    }
    try {
      await reserve({
        day: range.day,
        starttime: range.starttime,
        endtime: range.endtime,
        resourceIds: resources.map((resource) => resource.id),
        description: chosen ? chosen.description : description,
        ...(chosen && { templateGroup: chosen.reservationGroup }),
      });
      onDone();
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  return { description, setDescription, template, setTemplate, failure, templates, chosen, range, save };
};
