import { CheckboxField } from '@aws-amplify/ui-react';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';

interface MultiSelectProps<T extends string> {
  label: string;
  options: Record<T, string>;
  value: readonly T[];
  onChange: (value: T[]) => void;
  testId: string;
}

/** How many chips a multi-select shows before '(+n weitere)'. */
const CHIPS = 2;

/** A multi-select of the filter panel: the selection as two chips then '(+n weitere)', opening to a list of checkboxes. */
export const MultiSelect = <T extends string>({ label, options, value, onChange, testId }: MultiSelectProps<T>) => {
  const names = Object.keys(options) as T[];
  const selected = names.filter((name) => value.includes(name));
  return (
    <details className="multi-select" data-testid={testId}>
      <summary className="multi-select__summary">
        <span className="multi-select__label">{label}</span>
        <span className="multi-select__chips">
          {selected.length === 0 && <span className="multi-select__none">{t.noneSelected}</span>}
          {selected.slice(0, CHIPS).map((name) => (
            <span key={name} className="multi-select__chip">
              {options[name]}
            </span>
          ))}
          {selected.length > CHIPS && <span className="multi-select__more">{t.more(selected.length - CHIPS)}</span>}
        </span>
      </summary>
      <div className="multi-select__options">
        {names.map((name) => (
          <CheckboxField
            key={name}
            name={name}
            label={options[name]}
            checked={value.includes(name)}
            onChange={(event) => onChange(event.target.checked ? [...selected, name] : selected.filter((other) => other !== name))}
          />
        ))}
      </div>
    </details>
  );
};
