import { Heading, SwitchField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { TodayAbsence, TodayOverview } from '../../../../shared/schemas/today.schema.js';
import { todayTexts as t } from '../../i18n/today.de.js';
import { studentLine } from './student-line.js';

const AbsenceItem = ({ absence }: { absence: TodayAbsence }) => (
  <li className="today-list__item">
    <span className="today-list__name">{studentLine(absence.student)}</span>
    <span className="today-list__detail">
      {[t.reasons[absence.reason], absence.holeDay ? t.allDay : t.time(absence.starttime, absence.endtime), absence.notice]
        .filter(Boolean)
        .join(' · ')}
    </span>
  </li>
);

/** Absent students as a list, or grouped under the lessons they miss. */
export const Absences = ({ overview }: { overview: TodayOverview }) => {
  const [grouped, setGrouped] = useState(false);
  const groups = [
    ...overview.lessons.map((lesson) => ({
      key: lesson.id,
      title: `${lesson.displayName} · ${t.time(lesson.starttime, lesson.endtime)}`,
      absences: overview.absences.filter((absence) => absence.eventIds.includes(lesson.id)),
    })),
    { key: 'none', title: t.withoutEvent, absences: overview.absences.filter((absence) => absence.eventIds.length === 0) },
  ].filter((group) => group.absences.length > 0);
  return (
    <>
      <SwitchField label={t.groupByEvent} isChecked={grouped} onChange={(event) => setGrouped(event.target.checked)} size="small" />
      {grouped ? (
        groups.map((group) => (
          <div key={group.key} className="today-group" data-testid="today-absence-group">
            <Heading level={4} fontSize="medium">
              {group.title}
            </Heading>
            <ul className="today-list">
              {group.absences.map((absence) => (
                <AbsenceItem key={absence.id} absence={absence} />
              ))}
            </ul>
          </div>
        ))
      ) : (
        <ul className="today-list">
          {overview.absences.map((absence) => (
            <AbsenceItem key={absence.id} absence={absence} />
          ))}
        </ul>
      )}
    </>
  );
};
