import type { ClassbookStatistic } from '@shared/schemas/classbook-statistic.schema.js';
import type { MyGroups } from '@shared/schemas/timetable.schema.js';
import { EventFilter } from './statistic-event-filter.component.js';
import type { StatisticFilter } from './statistic-filter.model.js';
import { PeriodFilter } from './statistic-period-filter.component.js';
import { StudentFilter } from './statistic-student-filter.component.js';

interface FilterPanelProps {
  filter: StatisticFilter;
  onChange: (change: Partial<StatisticFilter>) => void;
  groups: MyGroups['groups'];
  /** The last answer: the subjects of the event class and the students of the student class. */
  loaded: Pick<ClassbookStatistic, 'subjects' | 'students'> | undefined;
  fieldErrors: Record<string, string>;
}

/** The filter panel: base settings (Zeitraum), event entries and student entries (spec part 2, §3 Filter). */
export const FilterPanel = ({ filter, onChange, groups, loaded, fieldErrors }: FilterPanelProps) => (
  <div className="statistic-filter" data-testid="statistic-filter">
    <PeriodFilter filter={filter} onChange={onChange} fieldErrors={fieldErrors} />
    <EventFilter filter={filter} onChange={onChange} groups={groups} subjects={loaded?.subjects ?? []} />
    <StudentFilter filter={filter} onChange={onChange} groups={groups} students={loaded?.students ?? []} />
  </div>
);
