import { useState } from 'react';
import type { ReservationSearch } from '@shared/schemas/reservation.schema.js';
import { berlinToday } from '@shared/week.js';
import { LoadState } from '../../components/load-state.component.js';
import { ReservationCalendarDialog } from './reservation-calendar.dialog.js';
import { useResourceCatalog } from './reservations.api.js';
import { ResultView } from './result-view.component.js';
import { SearchForm } from './search-form.component.js';
import { emptySearch, toSearch, type SearchFormValues } from './search-form.schema.js';

/**
 * The reserve form: the search view, and after a valid search the result view below it; any change
 * of the search hides the result. `polling`: the result view reloads every 5 s (wide screen or tab 'Neu').
 */
export const ReserveForm = ({ polling }: { polling: boolean }) => {
  const catalog = useResourceCatalog();
  const [values, setValues] = useState<SearchFormValues>(() => emptySearch(berlinToday()));
  const [search, setSearch] = useState<ReservationSearch | null>(null);
  const [calendar, setCalendar] = useState(false);
  return (
    <LoadState data={catalog.data} error={catalog.error} look="section">
      {(data) => (
        <div className="reserve-form" data-testid="reserve-form">
          <SearchForm
            catalog={data}
            values={values}
            onChange={() => setSearch(null)}
            onSearch={(valid) => {
              setValues(valid);
              setSearch(toSearch(valid));
            }}
          />
          {search && <ResultView catalog={data} search={search} polling={polling} onCalendar={() => setCalendar(true)} />}
          {calendar && search && <ReservationCalendarDialog type={search.type} onClose={() => setCalendar(false)} />}
        </div>
      )}
    </LoadState>
  );
};
