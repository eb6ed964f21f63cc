import { Alert, Button } from '@aws-amplify/ui-react';
import { useForm } from 'react-hook-form';
import {
  buildingBodySchema,
  RESOURCE_GROUPS_MAX,
  resourceBodySchema,
  resourceGroupBodySchema,
  type ResourceCatalog,
} from '@shared/schemas/reservation.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import { bodyOf, catalogDraftSchema, draftFieldOf, type CatalogDraft } from './catalog-draft.model.js';
import { CatalogItemFields } from './catalog-item-fields.component.js';
import { useCatalogActions } from './reservations.api.js';

const t = reservationTexts.admin;

/** The dialog's words for the catalog's own rules (the rest are the shared rule texts). */
const fieldTexts = {
  'buildingId.unknown': t.buildingUnknown,
  'groupIds.unknown': t.groupUnknown,
  'groupIds.custom': t.groupTwice,
  'groupIds.too_big': t.tooManyGroups(RESOURCE_GROUPS_MAX),
};

const bodySchemas = { building: buildingBodySchema, group: resourceGroupBodySchema, device: resourceBodySchema };

/**
 * Create or change a building, a device group or a device. The fields show their limits and are
 * checked with the API's rules before sending; a refusal stays in the dialog with the input, at the
 * field it is about.
 */
export const CatalogItemDialog = ({
  initial,
  catalog,
  onClose,
}: {
  initial: CatalogDraft;
  catalog: ResourceCatalog;
  onClose: () => void;
}) => {
  const { save } = useCatalogActions();
  const form = useForm<CatalogDraft>({ resolver: germanResolver(catalogDraftSchema(initial.kind), fieldTexts), defaultValues: initial });
  const submit = form.handleSubmit(async (draft) => {
    const change = bodyOf(draft);
    if (!change) {
      form.setError('root', { message: reservationTexts.validation.formError });
      return;
    }
    try {
      await save(change);
      onClose();
    } catch (error) {
      const atField = showApiFieldErrors(error, form.setError, {
        schema: bodySchemas[draft.kind],
        texts: fieldTexts,
        fieldOf: draftFieldOf,
      });
      if (!atField) form.setError('root', { message: errorText(errorCodeOf(error)) });
    }
  });
  const title = initial.kind === 'building' ? t.newBuilding : initial.kind === 'group' ? t.newGroup : t.newDevice;
  const failure = form.formState.errors.root?.message;
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={initial.name ? t.edit(initial.name) : title}
      testId="catalog-item-dialog"
      actions={
        <>
          <Button onClick={onClose}>{reservationTexts.cancel}</Button>
          <Button variation="primary" type="submit" form="catalog-item-form" isLoading={form.formState.isSubmitting}>
            {reservationTexts.save}
          </Button>
        </>
      }
    >
      <form id="catalog-item-form" onSubmit={(event) => void submit(event)} noValidate>
        <CatalogItemFields form={form} catalog={catalog} />
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
      </form>
    </AppDialog>
  );
};
