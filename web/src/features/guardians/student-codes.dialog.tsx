import { Button, Divider, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import type { LinkedStudent } from '@shared/schemas/session.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { InitialsAvatar } from '../../components/initials-avatar.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { studentCodesTexts as studentCodes } from '../../i18n/guardians.de.js';
import { useAuth, useBootstrap, useReloadBootstrap } from '../auth/index.js';
import { AddStudentCode } from './add-student-code.component.js';
import { RemoveStudentDialog } from './remove-student.dialog.js';
import './student-codes.css';

/**
 * 'Schüler-Codes verwalten': the linked children with a remove button each (not for the last
 * one), and the code field that links another child. Changes reload the bootstrap, so the header
 * and the side menu follow; removing the active child makes the first remaining one active.
 */
export const StudentCodesDialog = ({ onClose }: { onClose: () => void }) => {
  const { students } = useBootstrap();
  const { activeStudent, switchStudent } = useAuth();
  const [removing, setRemoving] = useState<LinkedStudent | null>(null);
  const focusListAfterRemoval = useRef(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const refreshBootstrap = useReloadBootstrap();
  const isLast = students.length === 1;

  // The removed child's button is gone with the confirmation, so focus stays in the dialog at the list.
  useEffect(() => {
    if (removing || !focusListAfterRemoval.current) return;
    focusListAfterRemoval.current = false;
    listHeading.current?.focus();
  }, [removing]);

  const onRemoved = async (remaining: LinkedStudent[]) => {
    await (removing?.uid === activeStudent?.uid && remaining[0] ? switchStudent(remaining[0].uid) : refreshBootstrap());
    focusListAfterRemoval.current = true;
  };

  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={studentCodes.title} testId="student-codes-dialog">
      <Flex direction="column" gap="medium">
        <Flex direction="column" gap="xs">
          <Heading ref={listHeading} level={3} fontSize="medium" fontWeight="bold" id="student-codes-heading" tabIndex={-1}>
            {studentCodes.students}
          </Heading>
          <ul className="student-codes__list" aria-labelledby="student-codes-heading" data-testid="linked-students">
            {students.map((student) => (
              <li key={student.uid} className="student-codes__item">
                <InitialsAvatar name={student.displayName} />
                <span className="student-codes__text">
                  <span>{student.displayName}</span>
                  <Text as="span" fontSize="small" color="font.secondary">
                    {[student.groupDisplayName, student.schoolName].filter(Boolean).join(' · ')}
                  </Text>
                </span>
                <Button
                  size="small"
                  isDisabled={isLast}
                  aria-label={studentCodes.removeStudent(student.displayName)}
                  onClick={() => setRemoving(student)}
                >
                  {studentCodes.remove}
                </Button>
              </li>
            ))}
          </ul>
          {isLast && (
            <Text fontSize="small" color="font.secondary">
              {errorText('last-student-link')}
            </Text>
          )}
        </Flex>
        <Divider />
        <AddStudentCode onAdded={refreshBootstrap} />
      </Flex>
      {removing && <RemoveStudentDialog student={removing} onClose={() => setRemoving(null)} onRemoved={onRemoved} />}
    </AppDialog>
  );
};
