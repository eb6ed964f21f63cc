import { Button, Heading, SwitchField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { TodayAbsence, TodayOverview } from '@shared/schemas/today.schema.js';
import { absenceTexts } from '../../i18n/classbook.de.js';
import { todayTexts as t } from '../../i18n/today.de.js';
import { ChangeAbsenceDialog } from '../classbook/index.js';
import { ConfirmSickNoteButton } from './confirm-sick-note.component.js';
import { studentLine } from './student-line.model.js';

/** The absence as the dialog's body: the dialog changes all of it. */
const bodyOf = ({ id, student, start, end, holeDay, starttime, endtime, reason, notice }: TodayAbsence) => ({
  absenceId: id,
  studentUid: student.uid,
  start,
  end,
  holeDay,
  ...(holeDay ? {} : { starttime, endtime }),
  reason,
  ...(notice ? { notice } : {}),
});

/**
 * One absent student; a guardian's sick note says so, and its class teacher confirms it here. Who
 * entered it, or the class teacher, changes or removes it with 'Ändern'.
 */
const AbsenceItem = ({ absence, onChanged }: { absence: TodayAbsence; onChanged: () => Promise<unknown> }) => {
  const [changing, setChanging] = useState(false);
  return (
    <li className="today-list__item" data-testid="today-absence">
      <span className="today-list__name">{studentLine(absence.student)}</span>
      <span className="today-list__detail">
        {[t.reasons[absence.reason], absence.holeDay ? t.allDay : t.time(absence.starttime, absence.endtime), absence.notice]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {absence.sickNote && (
        <span className="today-list__sick-note">
          <span className="today-list__badge">{absence.sickNote.confirmed ? `${t.sickNote} · ${t.confirmed}` : t.sickNote}</span>
          {absence.sickNote.canConfirm && <ConfirmSickNoteButton absenceId={absence.id} onConfirmed={onChanged} />}
        </span>
      )}
      {absence.canChange && (
        <Button size="small" onClick={() => setChanging(true)} data-testid="change-absence">
          {absenceTexts.change}
        </Button>
      )}
      {changing && (
        <ChangeAbsenceDialog
          absence={bodyOf(absence)}
          studentName={absence.student.displayName}
          onChanged={onChanged}
          onClose={() => setChanging(false)}
        />
      )}
    </li>
  );
};

/** Absent students as a list, or grouped under the lessons they miss; `onChanged` reloads the day. */
export const Absences = ({ overview, onChanged }: { overview: TodayOverview; onChanged: () => Promise<unknown> }) => {
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
                <AbsenceItem key={absence.id} absence={absence} onChanged={onChanged} />
              ))}
            </ul>
          </div>
        ))
      ) : (
        <ul className="today-list">
          {overview.absences.map((absence) => (
            <AbsenceItem key={absence.id} absence={absence} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </>
  );
};
