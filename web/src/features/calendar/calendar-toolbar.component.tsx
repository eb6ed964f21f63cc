import { Button, Flex } from '@aws-amplify/ui-react';
import { Icon } from '../../components/icon.component.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';

export type CalendarView = 'list' | 'month' | 'week';

/** Liste, Monat, Woche: the list grouped by month, or the grid. */
export const ViewSwitch = ({ view, onChange }: { view: CalendarView; onChange: (view: CalendarView) => void }) => (
  <Flex role="group" aria-label={t.viewLabel} gap="xxs" className="calendar-views">
    {(['list', 'month', 'week'] as const).map((option) => (
      <Button
        key={option}
        size="small"
        variation={view === option ? 'primary' : undefined}
        aria-pressed={view === option}
        onClick={() => onChange(option)}
        data-testid={`calendar-view-${option}`}
      >
        {t.views[option]}
      </Button>
    ))}
  </Flex>
);

/** Small screens: minimise (close every info), go to today, show or hide the calendar filter. */
export const CalendarToolbar = ({
  onMinimise,
  onToday,
  filterOpen,
  onFilter,
}: {
  onMinimise: () => void;
  onToday: () => void;
  filterOpen: boolean;
  onFilter: () => void;
}) => (
  <Flex className="calendar-toolbar" gap="xs" data-testid="calendar-toolbar">
    <Button size="small" variation="link" aria-label={t.minimise} onClick={onMinimise}>
      <Icon name="unfoldLess" size={20} />
    </Button>
    <Button size="small" variation="link" onClick={onToday} gap="xxs">
      <Icon name="today" size={20} />
      {t.today}
    </Button>
    <Button size="small" variation="link" aria-expanded={filterOpen} aria-label={t.filter} onClick={onFilter}>
      <Icon name="filter" size={20} />
    </Button>
  </Flex>
);
