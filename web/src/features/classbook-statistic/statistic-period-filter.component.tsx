import { Heading } from '@aws-amplify/ui-react';
import { DateField } from '../../components/date-field.component.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import type { StatisticFilter } from './statistic-filter.model.js';

interface PeriodFilterProps {
  filter: StatisticFilter;
  onChange: (change: Partial<StatisticFilter>) => void;
  fieldErrors: Record<string, string>;
}

/** The base settings of the filter: the period (Zeitraum). */
export const PeriodFilter = ({ filter, onChange, fieldErrors }: PeriodFilterProps) => (
  <section className="statistic-filter__group" aria-labelledby="statistic-filter-base">
    <Heading level={2} fontSize="medium" id="statistic-filter-base">
      {t.base}
    </Heading>
    <p className="statistic-filter__caption">{t.period}</p>
    <div className="statistic-filter__row">
      <DateField label={t.start} value={filter.start} onChange={(start) => start && onChange({ start })} testId="statistic-start" />
      <DateField
        label={t.end}
        value={filter.end}
        min={filter.start}
        onChange={(end) => end && onChange({ end })}
        error={fieldErrors.end}
        testId="statistic-end"
      />
    </div>
  </section>
);
