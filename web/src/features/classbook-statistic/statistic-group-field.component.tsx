import { SelectField } from '@aws-amplify/ui-react';
import type { MyGroups } from '@shared/schemas/timetable.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';

interface GroupFieldProps {
  groups: MyGroups['groups'];
  value: string;
  onChange: (id: string) => void;
  testId: string;
}

/** The class whose entries a part of the filter reads. */
export const GroupField = ({ groups, value, onChange, testId }: GroupFieldProps) => (
  <SelectField label={t.group} value={value} onChange={(event) => onChange(event.target.value)} testId={testId}>
    {groups.map((group) => (
      <option key={group.id} value={group.id}>
        {group.displayName}
      </option>
    ))}
  </SelectField>
);
