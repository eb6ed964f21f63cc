import { Heading, SelectField, SwitchField } from '@aws-amplify/ui-react';
import type { ClassbookStatistic } from '@shared/schemas/classbook-statistic.schema.js';
import type { MyGroups } from '@shared/schemas/timetable.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import type { StatisticFilter } from './statistic-filter.model.js';
import { GroupField } from './statistic-group-field.component.js';
import { SetFilters } from './statistic-set-filters.component.js';
import { StudentKindFields } from './statistic-student-kinds.component.js';

interface StudentFilterProps {
  filter: StatisticFilter;
  onChange: (change: Partial<StatisticFilter>) => void;
  groups: MyGroups['groups'];
  /** The students of the student class in the last answer. */
  students: ClassbookStatistic['students'];
}

/** The filter of the student entries: class, student, which entries of Anwesenheit count and the options of the other sets. */
export const StudentFilter = ({ filter, onChange, groups, students }: StudentFilterProps) => (
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
      {students.map((student) => (
        <option key={student.uid} value={student.uid}>
          {student.displayName}
        </option>
      ))}
    </SelectField>
    <StudentKindFields filter={filter} onChange={onChange} />
    <SetFilters filter={filter} onChange={onChange} />
  </section>
);
