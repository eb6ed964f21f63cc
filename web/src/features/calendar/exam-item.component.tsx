import { Text } from '@aws-amplify/ui-react';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { EXAM_COLOR } from '../../lib/event-colors.js';
import { dayLabel, type ExamEntry } from './calendar-view.model.js';

/** One exam: 'Klausur: <subject>', date, periods and time, rooms, classes and courses, and its text. */
export const ExamItem = ({ entry }: { entry: ExamEntry }) => {
  const { exam } = entry;
  const periods = exam.periods && t.periods(exam.periods.from, exam.periods.to);
  return (
    <li className="meeting meeting--exam" data-testid="calendar-exam" style={{ borderLeftColor: EXAM_COLOR }}>
      <div className="meeting__head">
        <Text as="h3" className="meeting__title">
          {t.exam(exam.subject)}
        </Text>
      </div>
      <Text className="meeting__when">
        <time dateTime={exam.day}>{dayLabel(exam.day)}</time> · {periods && `${periods}, `}
        {t.timeRange(exam.starttime, exam.endtime)}
      </Text>
      {exam.rooms.length > 0 && <Text className="meeting__rooms">{exam.rooms.join(', ')}</Text>}
      {exam.groups.length > 0 && <Text className="meeting__rooms">{exam.groups.join(', ')}</Text>}
      {exam.text && <Text className="meeting__description">{exam.text}</Text>}
    </li>
  );
};
