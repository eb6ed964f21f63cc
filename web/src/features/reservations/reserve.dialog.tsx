import { Alert, Button, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { ReservationSearch, Resource } from '../../../../shared/schemas/reservation.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { ApiError } from '../../lib/api-error.js';
import { useReserve } from './reservations.api.js';
import { TemplateSelect, useBookingTemplates } from './template-select.component.js';

interface Props {
  search: ReservationSearch;
  resources: Resource[];
  onDone: () => void;
  onCancel: () => void;
}

/** A collision names the devices the server reports (id: name). */
const failureOf = (error: unknown): string => {
  if (error instanceof ApiError && error.code === 'reservation-collision' && error.fields) return t.collision(Object.values(error.fields));
  return errorText(error instanceof ApiError ? error.code : null);
};

/**
 * The reserve dialog: a description for the searched day and times, or one of the caller's own
 * bookings as the template (§5): its description is copied and locked, and the devices are booked on
 * its day and times in its group. Saving resets the selection and closes the dialog; an empty
 * selection just closes it.
 */
export const ReserveDialog = ({ search, resources, onDone, onCancel }: Props) => {
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
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t.dialogTitle}
      description={t.reserving(
        resources.map((resource) => resource.displayName),
        range,
      )}
      testId="reserve-dialog"
      actions={
        <>
          <Button onClick={onCancel}>{t.cancel}</Button>
          <Button variation="primary" onClick={() => void save()}>
            {t.save}
          </Button>
        </>
      }
    >
      {templates.length > 0 && <TemplateSelect templates={templates} value={template} chosen={Boolean(chosen)} onChange={setTemplate} />}
      <TextAreaField
        label={t.fields.description}
        value={chosen ? chosen.description : description}
        isDisabled={Boolean(chosen)}
        maxLength={500}
        onChange={(event) => setDescription(event.target.value)}
      />
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
    </AppDialog>
  );
};
