import { Heading, Text } from '@aws-amplify/ui-react';
import type { Calendar } from '@shared/schemas/calendar.schema.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { monthLabel, type MonthGroup } from './calendar-view.model.js';
import { ExamItem } from './exam-item.component.js';
import { MeetingItem } from './meeting-item.component.js';

interface MeetingListProps {
  groups: MonthGroup[];
  calendars: ReadonlyMap<string, Calendar>;
  collapseSignal: number;
  onEdit: (meetingId: string) => void;
}

/** The meetings and exams grouped by month; each month is an anchor the month picker and 'Heute' jump to. */
export const MeetingList = ({ groups, calendars, collapseSignal, onEdit }: MeetingListProps) =>
  groups.length === 0 ? (
    <Text className="load-state__message" data-testid="calendar-empty">
      {t.empty}
    </Text>
  ) : (
    <div className="meeting-list" data-testid="meeting-list">
      {groups.map((group) => (
        <section key={group.month} id={`month-${group.month}`} className="meeting-list__month" aria-label={monthLabel(group.month)}>
          <Heading level={2} fontSize="large" className="meeting-list__heading">
            {monthLabel(group.month)}
          </Heading>
          <ul className="meeting-list__items">
            {group.entries.map((entry) =>
              'exam' in entry ? (
                <ExamItem key={entry.key} entry={entry} />
              ) : (
                <MeetingItem key={entry.key} entry={entry} calendars={calendars} collapseSignal={collapseSignal} onEdit={onEdit} />
              ),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
