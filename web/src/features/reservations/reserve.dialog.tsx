import { Alert, Button, TextAreaField } from '@aws-amplify/ui-react';
import { RESERVATION_DESCRIPTION_MAX, type ReservationSearch, type Resource } from '@shared/schemas/reservation.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import { TemplateSelect } from './template-select.component.js';
import { useReserveDialog } from './use-reserve-dialog.hook.js';

interface Props {
  search: ReservationSearch;
  resources: Resource[];
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The reserve dialog: a description for the searched day and times, or one of the caller's own
 * bookings as the template (§5): its description is copied and locked, and the devices are booked on
 * its day and times in its group. Saving resets the selection and closes the dialog; an empty
 * selection just closes it.
 */
export const ReserveDialog = ({ search, resources, onDone, onCancel }: Props) => {
  const { description, setDescription, descriptionError, template, setTemplate, failure, templates, chosen, range, save } =
    useReserveDialog(search, resources, onDone);
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
        descriptiveText={chosen ? undefined : characterLimitText(description.trim().length, RESERVATION_DESCRIPTION_MAX)}
        hasError={Boolean(descriptionError)}
        errorMessage={descriptionError ?? undefined}
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
