import { SelectField } from '@aws-amplify/ui-react';
import type { MyGroups } from '@shared/schemas/timetable.schema.js';
import { groupsTexts } from '../../i18n/groups.de.js';
import './groups.css';

interface GroupSelectProps {
  groups: MyGroups['groups'];
  value: string;
  onChange: (groupId: string) => void;
}

/** The Meine Klassen group selector: the tutor's groups by name. */
export const GroupSelect = ({ groups, value, onChange }: GroupSelectProps) => (
  <SelectField
    className="group-select"
    label={groupsTexts.group}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    testId="group-select"
  >
    {groups.map((group) => (
      <option key={group.id} value={group.id}>
        {group.displayName}
      </option>
    ))}
  </SelectField>
);
