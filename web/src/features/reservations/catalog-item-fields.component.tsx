import { CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import type { ResourceCatalog } from '../../../../shared/schemas/reservation.schema.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import type { CatalogDraft } from './catalog-draft.js';

const t = reservationTexts.admin;

interface CatalogItemFieldsProps {
  draft: CatalogDraft;
  catalog: ResourceCatalog;
  onChange: (change: Partial<CatalogDraft>) => void;
}

/** Name; for groups and devices also type and building; for devices also the device ID and their groups. */
export const CatalogItemFields = ({ draft, catalog, onChange }: CatalogItemFieldsProps) => (
  <>
    <TextField label={t.name} value={draft.name} maxLength={80} isRequired onChange={(event) => onChange({ name: event.target.value })} />
    {draft.kind !== 'building' && (
      <>
        <TextField
          label={t.type}
          value={draft.type}
          maxLength={40}
          isRequired
          onChange={(event) => onChange({ type: event.target.value })}
        />
        <SelectField label={t.building} value={draft.buildingId} onChange={(event) => onChange({ buildingId: event.target.value })}>
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
        <TextField
          label={t.deviceId}
          value={draft.deviceId}
          maxLength={80}
          onChange={(event) => onChange({ deviceId: event.target.value })}
        />
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
                onChange({
                  groupIds: event.target.checked ? [...draft.groupIds, group.id] : draft.groupIds.filter((id) => id !== group.id),
                })
              }
            />
          ))}
        </fieldset>
      </>
    )}
  </>
);
