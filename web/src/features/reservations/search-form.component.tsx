import { Button, Flex, Heading, SelectField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ResourceCatalog } from '@shared/schemas/reservation.schema.js';
import { berlinToday } from '@shared/week.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { searchFormSchema, type SearchFormValues } from './search-form.schema.js';

/** The type field's id: 'Gerät buchen' in the empty list focuses it on a wide screen. */
export const SEARCH_TYPE_ID = 'reserve-search-type';

interface Props {
  catalog: ResourceCatalog;
  values: SearchFormValues;
  onSearch: (values: SearchFormValues) => void;
  onChange: () => void;
}

/**
 * 'Verfügbare Geräte suchen': type, date, start, end (5-minute steps) and, with more than one
 * building, the building ('Alle Gebäude' is id 0). Any change returns to this view.
 */
export const SearchForm = ({ catalog, values, onSearch, onChange }: Props) => {
  const today = berlinToday();
  const { register, handleSubmit, formState } = useForm<SearchFormValues>({ resolver: zodResolver(searchFormSchema(today)), values });
  const types = [...new Set(catalog.resources.map((resource) => resource.type))].sort((a, b) => a.localeCompare(b, 'de'));
  const errors = formState.errors;
  const field = (name: keyof SearchFormValues) => ({
    ...register(name, { onChange }),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name]?.message,
  });
  return (
    <form className="reserve-search" onSubmit={(event) => void handleSubmit(onSearch)(event)} noValidate aria-label={t.searchTitle}>
      <Heading level={2} fontSize="large">
        {t.searchTitle}
      </Heading>
      <Flex direction="column" gap="small">
        <SelectField id={SEARCH_TYPE_ID} label={t.fields.type} placeholder={t.choose} {...field('type')}>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        {catalog.buildings.length > 1 && (
          <SelectField label={t.fields.building} {...field('buildingId')}>
            <option value="0">{t.allBuildings}</option>
            {catalog.buildings.map((building) => (
              <option key={building.id} value={building.id}>
                {building.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField label={t.fields.day} type="date" min={today} {...field('day')} />
        <Flex gap="small" wrap="wrap">
          <TextField label={t.fields.starttime} type="time" step={300} {...field('starttime')} />
          <TextField label={t.fields.endtime} type="time" step={300} {...field('endtime')} />
        </Flex>
        <Button type="submit" variation="primary" alignSelf="flex-start">
          {t.search}
        </Button>
      </Flex>
    </form>
  );
};
