import type { GroupStudents } from '@shared/schemas/timetable.schema.js';
import { Icon } from '../../components/icon.component.js';
import { groupStudentsTexts as t } from '../../i18n/groups.de.js';
import { notificationTexts } from '../../i18n/notifications.de.js';

type StudentGroup = GroupStudents['studentGroups'][number];
type Member = StudentGroup['students'][number];

/** A letter button of the student groups: to a whole group or about one student. */
const SendButton = ({
  label,
  disabled,
  title,
  describedBy,
  onClick,
  testId,
}: {
  label: string;
  disabled: boolean;
  title?: string;
  describedBy?: string;
  onClick: () => void;
  testId: string;
}) => (
  <button
    type="button"
    className="icon-button"
    aria-label={label}
    aria-describedby={describedBy}
    title={title ?? label}
    onClick={onClick}
    disabled={disabled}
    data-testid={testId}
  >
    <Icon name="mail" />
  </button>
);

/**
 * 'Schülergruppen': the other groups (courses) of the class's students, each expandable to those of
 * its students, with a send button per group and per student. The group's button works where the
 * tutor may notify the whole group (the server's rule: the group is hers under the school's Meine
 * Klassen setting); elsewhere it is disabled and a line under the group says who may send to it.
 */
export const StudentGroups = ({
  groups,
  readOnly,
  onSendToGroup,
  onSendAbout,
}: {
  groups: StudentGroup[];
  readOnly: boolean;
  onSendToGroup: (group: StudentGroup) => void;
  onSendAbout: (student: Member) => void;
}) =>
  groups.length > 0 && (
    <section className="student-groups" aria-labelledby="student-groups-title" data-testid="student-groups">
      <h2 id="student-groups-title" className="student-groups__title">
        {t.studentGroups}
      </h2>
      {groups.map((group, index) => (
        <div key={group.id} className="student-groups__group" data-testid="student-group">
          <details>
            <summary className="student-groups__summary">
              <span className="student-groups__name">
                {group.displayName}
                <span className="student-groups__meta">
                  {t.kinds[group.kind]} · {t.members(group.students.length)}
                </span>
                {!group.canSend && (
                  <span className="student-groups__meta" id={`student-group-${String(index)}-send`} data-testid="student-group-send-hint">
                    {t.notOwnGroup[group.kind]}
                  </span>
                )}
              </span>
            </summary>
            <ul className="student-groups__members">
              {group.students.map((student) => (
                <li key={student.uid} className="group-students__item" data-testid="student-group-member">
                  <span className="group-students__name">{student.displayName}</span>
                  <SendButton
                    label={notificationTexts.send.openForStudent(student.displayName)}
                    disabled={readOnly}
                    onClick={() => onSendAbout(student)}
                    testId="send-to-group-member"
                  />
                </li>
              ))}
            </ul>
          </details>
          {/* Beside the summary, not in it: a button inside the summary would be a control inside a control. */}
          <div className="student-groups__send">
            <SendButton
              label={t.openForGroup(group.displayName)}
              title={group.canSend ? undefined : t.notOwnGroup[group.kind]}
              describedBy={group.canSend ? undefined : `student-group-${String(index)}-send`}
              disabled={readOnly || !group.canSend}
              onClick={() => onSendToGroup(group)}
              testId="send-to-student-group"
            />
          </div>
        </div>
      ))}
    </section>
  );
