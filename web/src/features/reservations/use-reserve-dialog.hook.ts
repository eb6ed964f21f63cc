import { useState } from 'react';
import { reserveBodySchema, type ReservationSearch, type Resource } from '@shared/schemas/reservation.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { fieldRuleText } from '../../i18n/validation.de.js';
import { ApiError } from '../../lib/api-error.js';
import { apiFieldTexts } from '../../lib/form-validation.js';
import { useReserve } from './reservations.api.js';
import { useBookingTemplates } from './template-select.component.js';

/** A collision names the devices the server reports (id: name). */
const failureOf = (error: unknown): string => {
  if (error instanceof ApiError && error.code === 'reservation-collision' && error.fields) return t.collision(Object.values(error.fields));
  return errorText(error instanceof ApiError ? error.code : null);
};

/** What the API's rule for the description says about the text, in German; null when it may go. */
const descriptionProblem = (text: string) =>
  reserveBodySchema.shape.description.safeParse(text, { error: (issue) => fieldRuleText(issue) }).error?.issues[0]?.message ?? null;

/** The description or the chosen template booking, the day and times they give, and the reservation of the devices. */
export const useReserveDialog = (search: ReservationSearch, resources: Resource[], onDone: () => void) => {
  const reserve = useReserve();
  const [description, setDescription] = useState('');
  const [template, setTemplate] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const templates = useBookingTemplates();
  const chosen = templates.find((group) => group.reservationGroup === template);
  const range = chosen ?? search;
  const save = async () => {
    if (resources.length === 0) {
      onDone();
      return;
    }
    const problem = chosen ? null : descriptionProblem(description);
    setDescriptionError(problem);
    if (problem) return;
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
      const atField = apiFieldTexts(error, { schema: reserveBodySchema }).description;
      if (atField) setDescriptionError(atField);
      else setFailure(failureOf(error));
    }
  };
  return { description, setDescription, descriptionError, template, setTemplate, failure, templates, chosen, range, save };
};
