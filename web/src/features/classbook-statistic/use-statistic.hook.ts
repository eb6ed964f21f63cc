import { useMemo, useState } from 'react';
import { berlinToday } from '@shared/week.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { useClassbookStatistic } from './classbook-statistic.api.js';
import { changeFilter, defaultFilter, queryOf, type StatisticFilter } from './statistic-filter.model.js';

/** The filter of the statistics, its answer and the German texts of the answer's field errors. */
export const useStatistic = (initialGroupId: string) => {
  const [filter, setFilter] = useState(() => defaultFilter(berlinToday(), initialGroupId));
  const query = useMemo(() => queryOf(filter), [filter]);
  const statistic = useClassbookStatistic(query);
  const { error } = statistic;
  const fieldErrors = Object.fromEntries(
    Object.entries(error?.fields ?? {}).map(([field, code]) => [
      field.replace(/^query\./, ''),
      t.fieldErrors[code] ?? errorText(error?.code),
    ]),
  );
  const change = (update: Partial<StatisticFilter>) => setFilter((current) => changeFilter(current, update));
  return { filter, change, fieldErrors, ...statistic };
};
