import { SelectField, SwitchField } from '@aws-amplify/ui-react';
import { presenceTypeSchema } from '@shared/schemas/classbook-statistic.schema.js';
import { absentReasonSchema } from '@shared/schemas/classbook.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { MultiSelect } from './multi-select.component.js';
import type { StatisticFilter } from './statistic-filter.model.js';

const absentReasons = Object.fromEntries(absentReasonSchema.options.map((reason) => [reason, t.absentReasons[reason]])) as Record<
  (typeof absentReasonSchema.options)[number],
  string
>;

interface StudentKindsProps {
  filter: StatisticFilter;
  onChange: (change: Partial<StatisticFilter>) => void;
}

/** Which student entries count: presence type, only not excused, reasons and the kinds of entries. */
export const StudentKindFields = ({ filter, onChange }: StudentKindsProps) => (
  <>
    <SelectField
      label={t.presenceType}
      value={filter.presenceType}
      onChange={(event) => onChange({ presenceType: presenceTypeSchema.parse(event.target.value) })}
      testId="statistic-presence-type"
    >
      {presenceTypeSchema.options.map((type) => (
        <option key={type} value={type}>
          {t.presenceTypes[type]}
        </option>
      ))}
    </SelectField>
    <SwitchField
      label={t.onlyNotExcused}
      isChecked={filter.onlyNotExcused}
      onChange={(event) => onChange({ onlyNotExcused: event.target.checked })}
    />
    <MultiSelect
      label={t.reasons}
      options={absentReasons}
      value={filter.reasons}
      onChange={(reasons) => onChange({ reasons })}
      testId="statistic-reasons"
    />
    <MultiSelect
      label={t.studentSet}
      options={t.studentOptions}
      value={filter.studentSet}
      onChange={(studentSet) => onChange({ studentSet })}
      testId="statistic-student-set"
    />
  </>
);
