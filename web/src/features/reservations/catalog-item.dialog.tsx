import { Alert, Button } from '@aws-amplify/ui-react';
import type { ResourceCatalog } from '@shared/schemas/reservation.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import type { CatalogEdit } from './catalog-draft.model.js';
import { CatalogItemFields } from './catalog-item-fields.component.js';
import { useCatalogEditor } from './use-catalog-editor.hook.js';

const t = reservationTexts.admin;

/**
 * Create or change a building, a device group or a device. The fields show their limits and are
 * checked with the API's rules before sending; a refusal stays in the dialog with the input, at the
 * field it is about; an item saved meanwhile keeps the input and offers its new state.
 */
export const CatalogItemDialog = ({ item, catalog, onClose }: { item: CatalogEdit; catalog: ResourceCatalog; onClose: () => void }) => {
  const { form, submit, conflict, savedMeanwhile } = useCatalogEditor(item, onClose);
  const { draft } = item;
  const title = draft.kind === 'building' ? t.newBuilding : draft.kind === 'group' ? t.newGroup : t.newDevice;
  const failure = form.formState.errors.root?.message;
  const busy = form.formState.isSubmitting;
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={draft.name ? t.edit(draft.name) : title}
      testId="catalog-item-dialog"
      actions={
        <>
          <Button onClick={onClose}>{reservationTexts.cancel}</Button>
          <Button variation="primary" type="submit" form="catalog-item-form" isLoading={busy}>
            {reservationTexts.save}
          </Button>
        </>
      }
    >
      <form id="catalog-item-form" onSubmit={(event) => void submit(event)} noValidate>
        <CatalogItemFields form={form} catalog={catalog} />
        {conflict && (
          <EditConflictAlert
            savedMeanwhile={savedMeanwhile}
            changed={conflict.changed}
            busy={busy}
            onLoadNew={conflict.loadNew}
            onKeepMine={conflict.keepMine}
          />
        )}
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
      </form>
    </AppDialog>
  );
};
