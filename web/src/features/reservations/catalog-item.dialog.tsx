import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { ResourceCatalog } from '../../../../shared/schemas/reservation.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { ApiError } from '../../lib/api-error.js';
import { bodyOf, type CatalogDraft } from './catalog-draft.js';
import { CatalogItemFields } from './catalog-item-fields.component.js';
import { useCatalogActions } from './reservations.api.js';

const t = reservationTexts.admin;

/** Create or change a building, a device group or a device. */
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
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (change: Partial<CatalogDraft>) => setDraft((current) => ({ ...current, ...change }));
  const submit = async () => {
    const change = bodyOf(draft);
    if (!change) {
      setFailure(reservationTexts.validation.formError);
      return;
    }
    try {
      await save(change);
      onClose();
    } catch (error) {
      setFailure(errorText(error instanceof ApiError ? error.code : null));
    }
  };
  const title = draft.kind === 'building' ? t.newBuilding : draft.kind === 'group' ? t.newGroup : t.newDevice;
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={initial.name ? t.edit(initial.name) : title}
      testId="catalog-item-dialog"
      actions={
        <>
          <Button onClick={onClose}>{reservationTexts.cancel}</Button>
          <Button variation="primary" onClick={() => void submit()}>
            {reservationTexts.save}
          </Button>
        </>
      }
    >
      <CatalogItemFields draft={draft} catalog={catalog} onChange={set} />
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
    </AppDialog>
  );
};
