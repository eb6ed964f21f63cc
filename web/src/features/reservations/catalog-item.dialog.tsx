import { Alert, Button, CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import {
  buildingBodySchema,
  resourceBodySchema,
  resourceGroupBodySchema,
  type ResourceCatalog,
} from '../../../../shared/schemas/reservation.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { ApiError } from '../../lib/api-error.js';
import { useCatalogActions, type CatalogChange, type CatalogKind } from './devices-admin.api.js';

const t = reservationTexts.admin;

export interface CatalogDraft {
  kind: CatalogKind;
  id: string;
  name: string;
  type: string;
  deviceId: string;
  buildingId: string;
  groupIds: string[];
}

const bodyOf = (draft: CatalogDraft): CatalogChange | null => {
  const building = draft.buildingId ? { buildingId: draft.buildingId } : {};
  const parsed =
    draft.kind === 'building'
      ? buildingBodySchema.safeParse({ name: draft.name })
      : draft.kind === 'group'
        ? resourceGroupBodySchema.safeParse({ name: draft.name, type: draft.type, ...building })
        : resourceBodySchema.safeParse({
            displayName: draft.name,
            type: draft.type,
            deviceId: draft.deviceId,
            ...building,
            groupIds: draft.groupIds,
          });
  return parsed.success ? ({ kind: draft.kind, id: draft.id, body: parsed.data } as CatalogChange) : null;
};

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
      <TextField label={t.name} value={draft.name} maxLength={80} isRequired onChange={(event) => set({ name: event.target.value })} />
      {draft.kind !== 'building' && (
        <>
          <TextField label={t.type} value={draft.type} maxLength={40} isRequired onChange={(event) => set({ type: event.target.value })} />
          <SelectField label={t.building} value={draft.buildingId} onChange={(event) => set({ buildingId: event.target.value })}>
            <option value="">{t.noBuilding}</option>
            {catalog.buildings.map((building) => (
              <option key={building.id} value={building.id}>
                {building.name}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {draft.kind === 'device' && (
        <>
          <TextField label={t.deviceId} value={draft.deviceId} maxLength={80} onChange={(event) => set({ deviceId: event.target.value })} />
          <fieldset className="catalog-item__groups">
            <legend>{t.groupsField}</legend>
            {catalog.groups.map((group) => (
              <CheckboxField
                key={group.id}
                label={group.name}
                name="groupIds"
                value={group.id}
                checked={draft.groupIds.includes(group.id)}
                onChange={(event) =>
                  set({ groupIds: event.target.checked ? [...draft.groupIds, group.id] : draft.groupIds.filter((id) => id !== group.id) })
                }
              />
            ))}
          </fieldset>
        </>
      )}
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
    </AppDialog>
  );
};
