import { optionKeysOf, studentSetNames, type OptionKey } from '@shared/classbook-option-sets.js';
import { optionSetTexts, optionTexts } from '../../i18n/classbook.de.js';
import { MultiSelect } from './multi-select.component.js';
import type { StatisticFilter } from './statistic-filter.model.js';

interface SetFiltersProps {
  filter: StatisticFilter;
  onChange: (change: Partial<StatisticFilter>) => void;
}

const labelsOf = (keys: OptionKey[]) => Object.fromEntries(keys.map((key) => [key, optionTexts[key]])) as Record<OptionKey, string>;

/** A multi-select per student set besides Anwesenheit (Schülerinfos, Mitarbeit, Verhalten, Störungen): which of its options show. */
export const SetFilters = ({ filter, onChange }: SetFiltersProps) => (
  <>
    {studentSetNames.map((set) => (
      <MultiSelect
        key={set}
        label={optionSetTexts[set]}
        options={labelsOf(optionKeysOf(set))}
        value={filter.sets[set]}
        onChange={(keys) => onChange({ sets: { ...filter.sets, [set]: keys } })}
        testId={`statistic-set-${set}`}
      />
    ))}
  </>
);
