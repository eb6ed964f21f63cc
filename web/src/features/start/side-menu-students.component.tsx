import { Icon } from '../../components/icon.component.js';
import { InitialsAvatar } from '../../components/initials-avatar.component.js';
import { menuTexts } from '../../i18n/start.de.js';
import { useAuth, useBootstrap } from '../auth/index.js';

/** A guardian's children in the side menu: choosing one closes the menu and makes it the active child. */
export const SideMenuStudents = ({ onChosen }: { onChosen: () => void }) => {
  const { students } = useBootstrap();
  const { activeStudent, switchStudent } = useAuth();
  return (
    <section className="drawer__students" aria-labelledby="drawer-students-heading">
      <h2 id="drawer-students-heading" className="drawer__heading">
        {menuTexts.students}
      </h2>
      <ul className="drawer__list" data-testid="student-switch">
        {students.map((student) => {
          const active = student.uid === activeStudent?.uid;
          return (
            <li key={student.uid}>
              <button
                type="button"
                className="drawer__item drawer__student"
                aria-pressed={active}
                onClick={() => {
                  onChosen();
                  if (!active) void switchStudent(student.uid);
                }}
              >
                <InitialsAvatar name={student.displayName} />
                <span className="drawer__student-text">
                  <span>{student.displayName}</span>
                  <span className="drawer__secondary">{[student.groupDisplayName, student.schoolName].filter(Boolean).join(' · ')}</span>
                </span>
                {active && <Icon name="check" />}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
