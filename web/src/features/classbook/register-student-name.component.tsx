import { Badge, Text } from '@aws-amplify/ui-react';
import type { OptionValue } from '@shared/classbook-option-sets.js';
import type { EventStudent } from '@shared/schemas/timetable.schema.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';
import { OptionChips } from './option-chips.component.js';

export interface StudentMark {
  kind: 'absence' | 'daynotice';
  text: string;
}

interface RegisterStudentNameProps {
  student: EventStudent;
  marks: StudentMark[];
  /** Absent without excuse: 'Fehlt unentschuldigt'. */
  error: boolean;
  /** Absent with an excuse: 'Fehlt entschuldigt'. */
  excused: boolean;
  options: Record<string, OptionValue> | undefined;
}

/** A student's name and class, her marks (absence, day note), an unexcused or excused absence and the other sets' entries. */
export const RegisterStudentName = ({ student, marks, error, excused, options }: RegisterStudentNameProps) => (
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
    {excused && (
      <Text fontSize="small" color="font.secondary">
        {t.excusedAbsence}
      </Text>
    )}
    <OptionChips options={options} />
  </div>
);
