import { CheckboxField, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CATALOG_NAME_MAX, DEVICE_ID_MAX, RESOURCE_TYPE_MAX, type ResourceCatalog } from '@shared/schemas/reservation.schema.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import type { CatalogDraft } from './catalog-draft.model.js';

const t = reservationTexts.admin;

interface CatalogItemFieldsProps {
  form: UseFormReturn<CatalogDraft>;
  catalog: ResourceCatalog;
}

/**
 * Name; for groups and devices also type and building; for devices also the device ID and their
 * groups. Each text field shows its limit and the rule a value breaks.
 */
export const CatalogItemFields = ({ form, catalog }: CatalogItemFieldsProps) => {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [kind, name, type, deviceId, groupIds] = useWatch({ control, name: ['kind', 'name', 'type', 'deviceId', 'groupIds'] });
  const choose = (groupId: string, checked: boolean) =>
    form.setValue('groupIds', checked ? [...groupIds, groupId] : groupIds.filter((id) => id !== groupId), { shouldDirty: true });
  return (
    <Flex direction="column" gap="small">
      <TextField
        label={t.name}
        descriptiveText={characterLimitText(name.length, CATALOG_NAME_MAX)}
        isRequired
        autoComplete="off"
        hasError={Boolean(errors.name)}
        errorMessage={errors.name?.message}
        {...register('name')}
      />
      {kind !== 'building' && (
        <>
          <TextField
            label={t.type}
            descriptiveText={characterLimitText(type.length, RESOURCE_TYPE_MAX)}
            isRequired
            autoComplete="off"
            hasError={Boolean(errors.type)}
            errorMessage={errors.type?.message}
            {...register('type')}
          />
          <SelectField
            label={t.building}
            hasError={Boolean(errors.buildingId)}
            errorMessage={errors.buildingId?.message}
            {...register('buildingId')}
          >
            <option value="">{t.noBuilding}</option>
            {catalog.buildings.map((building) => (
              <option key={building.id} value={building.id}>
                {building.name}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {kind === 'device' && (
        <>
          <TextField
            label={t.deviceId}
            descriptiveText={characterLimitText(deviceId.length, DEVICE_ID_MAX)}
            autoComplete="off"
            hasError={Boolean(errors.deviceId)}
            errorMessage={errors.deviceId?.message}
            {...register('deviceId')}
          />
          <fieldset className="catalog-item__groups" aria-invalid={Boolean(errors.groupIds)}>
            <legend>{t.groupsField}</legend>
            {catalog.groups.map((group) => (
              <CheckboxField
                key={group.id}
                label={group.name}
                name="groupIds"
                value={group.id}
                checked={groupIds.includes(group.id)}
                onChange={(event) => choose(group.id, event.target.checked)}
              />
            ))}
            {errors.groupIds?.message && (
              <Text variation="error" fontSize="small" role="alert">
                {errors.groupIds.message}
              </Text>
            )}
          </fieldset>
        </>
      )}
    </Flex>
  );
};
