import { Heading, SelectField, SwitchField } from '@aws-amplify/ui-react';
import type { MyGroups } from '@shared/schemas/timetable.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { MultiSelect } from './multi-select.component.js';
import type { StatisticFilter } from './statistic-filter.model.js';
import { GroupField } from './statistic-group-field.component.js';

interface EventFilterProps {
  filter: StatisticFilter;
  onChange: (change: Partial<StatisticFilter>) => void;
  groups: MyGroups['groups'];
  /** The subjects of the event class in the last answer. */
  subjects: string[];
}

/** The filter of the event entries: class, subject and the kinds of entries. */
export const EventFilter = ({ filter, onChange, groups, subjects }: EventFilterProps) => (
  <section className="statistic-filter__group" aria-labelledby="statistic-filter-events">
    <Heading level={2} fontSize="medium" id="statistic-filter-events">
      {t.eventEntries}
    </Heading>
    <SwitchField label={t.show} isChecked={filter.showEvents} onChange={(event) => onChange({ showEvents: event.target.checked })} />
    <GroupField
      groups={groups}
      value={filter.eventGroupId}
      onChange={(eventGroupId) => onChange({ eventGroupId })}
      testId="statistic-event-group"
    />
    <SelectField
      label={t.subject}
      value={filter.subject}
      onChange={(event) => onChange({ subject: event.target.value })}
      testId="statistic-subject"
    >
      <option value="">{t.allSubjects}</option>
      {[...new Set([...subjects, ...(filter.subject ? [filter.subject] : [])])].map((subject) => (
        <option key={subject} value={subject}>
          {subject}
        </option>
      ))}
    </SelectField>
    <MultiSelect
      label={t.eventSet}
      options={t.eventOptions}
      value={filter.eventSet}
      onChange={(eventSet) => onChange({ eventSet })}
      testId="statistic-event-set"
    />
  </section>
);
