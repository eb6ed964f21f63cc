import type { GroupStudents } from '@shared/schemas/timetable.schema.js';
import { Icon } from '../../components/icon.component.js';
import { SexChip } from '../../components/sex-chip.component.js';
import { absenceTexts } from '../../i18n/classbook.de.js';
import { groupStudentsTexts } from '../../i18n/groups.de.js';
import { notificationTexts } from '../../i18n/notifications.de.js';

type GroupStudent = GroupStudents['students'][number];

/**
 * The group's students by name, each with the count of class register entries, the sex chip,
 * 'Abwesenheit eintragen' and the letter button (both disabled for a past year's class).
 */
export const GroupStudentList = ({
  students,
  readOnly,
  onEnterAbsence,
  onSend,
}: {
  students: GroupStudent[];
  readOnly: boolean;
  onEnterAbsence: (student: GroupStudent) => void;
  onSend: (student: GroupStudent) => void;
}) => (
  <ul className="group-students__list" aria-label={groupStudentsTexts.list} data-testid="group-students-list">
    {students.map((student) => (
      <li key={student.uid} className="group-students__item" data-testid="group-student">
        <span className="group-students__name">{student.displayName}</span>
        <span className="group-students__entries" data-testid="entry-count">
          {groupStudentsTexts.entries(student.entries)}
        </span>
        {student.sex && <SexChip sex={student.sex} />}
        <button
          type="button"
          className="icon-button"
          aria-label={absenceTexts.title(student.displayName)}
          title={absenceTexts.title(student.displayName)}
          onClick={() => onEnterAbsence(student)}
          disabled={readOnly}
          data-testid="enter-absence"
        >
          <Icon name="classbook" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={notificationTexts.send.openForStudent(student.displayName)}
          title={notificationTexts.send.openForStudent(student.displayName)}
          onClick={() => onSend(student)}
          disabled={readOnly}
          data-testid="send-to-student"
        >
          <Icon name="mail" />
        </button>
      </li>
    ))}
  </ul>
);
