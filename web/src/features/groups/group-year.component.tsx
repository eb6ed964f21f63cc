import { Alert, SelectField } from '@aws-amplify/ui-react';
import { groupsTexts } from '../../i18n/groups.de.js';
import type { GroupYear } from './use-group-year.hook.js';
import './groups.css';

/** The Meine Klassen year selector (the active year first, past years by name) while there is a past year to choose. */
export const YearSelect = ({ year }: { year: GroupYear }) =>
  year.years.length > 1 && (
    <SelectField
      className="group-select"
      label={groupsTexts.schoolYear}
      value={year.schoolYearId ?? year.years.find((candidate) => candidate.active)?.id}
      onChange={(event) => year.chooseYear(event.target.value)}
      testId="year-select"
    >
      {year.years.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {candidate.name}
        </option>
      ))}
    </SelectField>
  );

/** The hint that a past year's classes are read only. */
export const ClosedYearHint = ({ year }: { year: GroupYear }) =>
  year.closedYearName && (
    <Alert variation="info" hasIcon data-testid="school-year-closed">
      {groupsTexts.yearClosed(year.closedYearName)}
    </Alert>
  );
