import { Button, SliderField, SwitchField } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { isExcusedAbsence, isUnexcusedAbsence, setLate, setPresence } from '@shared/classbook-rules.js';
import { LATE_MAX, LATE_STEP, type StudentRegister } from '@shared/schemas/classbook.schema.js';
import type { EventStudent } from '@shared/schemas/timetable.schema.js';
import { RowLabel } from '../../components/row-label.component.js';
import { absenceTexts, classbookTexts as t } from '../../i18n/classbook.de.js';
import { RegisterStudentName, type StudentMark } from './register-student-name.component.js';

interface RegisterStudentProps {
  student: EventStudent;
  entry: StudentRegister | undefined;
  marks: StudentMark[];
  /** Switches work once the control is started, for those who write the register. */
  enabled: boolean;
  onChange: (entry: StudentRegister) => void;
  /** Opens 'Abwesenheit eintragen' (for those who write the register). */
  onEnterAbsence?: () => void;
  /** 'Bearbeiten': the student's editor beside the list (wide) or below the row (narrow). */
  selected: boolean;
  onSelect: () => void;
  /** The editor, when it opens below the row. */
  children?: ReactNode;
}

/** One student of the 'Tagebuch': name, marks, the other sets' entries, presence switch, late slider and 'Bearbeiten'. */
export const RegisterStudent = ({
  student,
  entry,
  marks,
  enabled,
  onChange,
  onEnterAbsence,
  selected,
  onSelect,
  children,
}: RegisterStudentProps) => {
  const current = entry ?? {};
  const error = isUnexcusedAbsence(entry);
  return (
    <li
      className={`classbook__student${error ? ' classbook__student--error' : ''}${selected ? ' classbook__student--selected' : ''}`}
      data-testid={`classbook-student-${student.uid}`}
    >
      <RegisterStudentName student={student} marks={marks} error={error} excused={isExcusedAbsence(entry)} options={current.options} />
      <SwitchField
        label={<RowLabel label={t.present} row={student.displayName} />}
        isDisabled={!enabled}
        isChecked={current.presence ?? false}
        onChange={(event) => onChange(setPresence(current, event.target.checked))}
      />
      <SliderField
        label={<RowLabel label={t.late} row={student.displayName} />}
        className="classbook__late"
        min={0}
        max={LATE_MAX}
        step={LATE_STEP}
        isDisabled={!enabled}
        value={current.late ?? 0}
        formatValue={(minutes: number) => t.lateMinutes(minutes)}
        ariaValuetext={t.lateMinutes(current.late ?? 0)}
        onChange={(minutes: number) => onChange(setLate(current, minutes))}
      />
      <div className="classbook__actions">
        <Button size="small" variation={selected ? 'primary' : undefined} aria-pressed={selected} onClick={onSelect}>
          <RowLabel label={t.edit} row={student.displayName} />
        </Button>
        {onEnterAbsence && (
          <Button size="small" variation="link" onClick={onEnterAbsence}>
            <RowLabel label={absenceTexts.open} row={student.displayName} />
          </Button>
        )}
      </div>
      {children && <div className="classbook__expansion">{children}</div>}
    </li>
  );
};
