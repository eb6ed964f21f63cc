import { Badge, Button, SliderField, SwitchField, Text } from '@aws-amplify/ui-react';
import { isUnexcusedAbsence, setExcused, setLate, setPresence } from '../../../../shared/classbook-rules.js';
import { LATE_MAX, LATE_STEP, type StudentRegister } from '../../../../shared/schemas/classbook.schema.js';
import type { EventStudent } from '../../../../shared/schemas/timetable.schema.js';
import { absenceTexts, classbookTexts as t } from '../../i18n/classbook.de.js';

interface Mark {
  kind: 'absence' | 'daynotice';
  text: string;
}

interface RegisterStudentProps {
  student: EventStudent;
  entry: StudentRegister | undefined;
  marks: Mark[];
  /** Switches work once the control is started, for those who write the register. */
  enabled: boolean;
  onChange: (entry: StudentRegister) => void;
  /** Opens 'Abwesenheit eintragen' (for those who write the register). */
  onEnterAbsence?: () => void;
}

/** One student of the 'Tagebuch': name, marks (absence, day note), presence switch, late slider and excuse. */
export const RegisterStudent = ({ student, entry, marks, enabled, onChange, onEnterAbsence }: RegisterStudentProps) => {
  const current = entry ?? {};
  const error = isUnexcusedAbsence(entry);
  return (
    <li className={`classbook__student${error ? ' classbook__student--error' : ''}`} data-testid={`classbook-student-${student.uid}`}>
      <div className="classbook__name">
        <Text fontWeight="bold">{student.displayName}</Text>
        <Text fontSize="small" color="font.secondary">
          {student.group}
        </Text>
        {marks.map((mark) => (
          <Badge key={`${mark.kind}-${mark.text}`} size="small" variation={mark.kind === 'absence' ? 'error' : 'info'}>
            {mark.kind === 'absence' ? t.marks.absence(mark.text) : t.marks.daynotice(mark.text)}
          </Badge>
        ))}
        {error && (
          <Text fontSize="small" color="font.error">
            {t.unexcused}
          </Text>
        )}
        {onEnterAbsence && (
          <Button size="small" variation="link" className="classbook__absence" onClick={onEnterAbsence}>
            {absenceTexts.open}
          </Button>
        )}
      </div>
      <SwitchField
        label={t.present}
        isDisabled={!enabled}
        isChecked={current.presence ?? false}
        onChange={(event) => onChange(setPresence(current, event.target.checked))}
      />
      <SliderField
        label={t.late}
        className="classbook__late"
        min={0}
        max={LATE_MAX}
        step={LATE_STEP}
        isDisabled={!enabled}
        value={current.late ?? 0}
        formatValue={(minutes: number) => t.lateMinutes(minutes)}
        onChange={(minutes: number) => onChange(setLate(current, minutes))}
      />
      {current.presence === false && (
        <SwitchField
          label={t.excused}
          isDisabled={!enabled}
          isChecked={current.excused?.value ?? false}
          onChange={(event) => onChange(setExcused(current, event.target.checked))}
        />
      )}
    </li>
  );
};
