import { Heading, SelectField, SwitchField } from '@aws-amplify/ui-react';
import { absentReasonSchema } from '../../../../shared/schemas/classbook.schema.js';
import { presenceTypeSchema, type ClassbookStatistic } from '../../../../shared/schemas/classbook-statistic.schema.js';
import type { MyGroups } from '../../../../shared/schemas/timetable.schema.js';
import { DateField } from '../../components/date-field.component.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { MultiSelect } from './multi-select.component.js';
import type { StatisticFilter } from './statistic-filter.js';

const absentReasons = Object.fromEntries(absentReasonSchema.options.map((reason) => [reason, t.absentReasons[reason]])) as Record<
  (typeof absentReasonSchema.options)[number],
  string
>;

interface FilterPanelProps {
  filter: StatisticFilter;
  onChange: (change: Partial<StatisticFilter>) => void;
  groups: MyGroups['groups'];
  /** The last answer: the subjects of the event class and the students of the student class. */
  loaded: Pick<ClassbookStatistic, 'subjects' | 'students'> | undefined;
  fieldErrors: Record<string, string>;
}

const GroupField = ({
  groups,
  value,
  onChange,
  testId,
}: {
  groups: MyGroups['groups'];
  value: string;
  onChange: (id: string) => void;
  testId: string;
}) => (
  <SelectField label={t.group} value={value} onChange={(event) => onChange(event.target.value)} testId={testId}>
    {groups.map((group) => (
      <option key={group.id} value={group.id}>
        {group.displayName}
      </option>
    ))}
  </SelectField>
);

/** The filter panel: base settings (Zeitraum), event entries and student entries (spec part 2, §3 Filter). */
export const FilterPanel = ({ filter, onChange, groups, loaded, fieldErrors }: FilterPanelProps) => (
  <div className="statistic-filter" data-testid="statistic-filter">
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
        {[...new Set([...(loaded?.subjects ?? []), ...(filter.subject ? [filter.subject] : [])])].map((subject) => (
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
    <section className="statistic-filter__group" aria-labelledby="statistic-filter-students">
      <Heading level={2} fontSize="medium" id="statistic-filter-students">
        {t.studentEntries}
      </Heading>
      <SwitchField label={t.show} isChecked={filter.showStudents} onChange={(event) => onChange({ showStudents: event.target.checked })} />
      <GroupField
        groups={groups}
        value={filter.studentGroupId}
        onChange={(studentGroupId) => onChange({ studentGroupId })}
        testId="statistic-student-group"
      />
      <SelectField
        label={t.student}
        value={filter.studentUid}
        onChange={(event) => onChange({ studentUid: event.target.value })}
        testId="statistic-student"
      >
        <option value="">{t.allStudents}</option>
        {(loaded?.students ?? []).map((student) => (
          <option key={student.uid} value={student.uid}>
            {student.displayName}
          </option>
        ))}
      </SelectField>
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
    </section>
  </div>
);
