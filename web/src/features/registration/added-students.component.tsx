import { Button, CheckboxField, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { registrationTexts as t } from '../../i18n/registration.de.js';
import { describePerson, type CheckedCode } from './check-code.model.js';

/** A child whose code the guardian added, and whether they are its legal guardian. */
export type AddedStudent = CheckedCode & { legal: boolean };

/** The children added so far, each with 'Erziehungsberechtigt' and a remove link. */
export const AddedStudents = ({
  students,
  onLegal,
  onRemove,
}: {
  students: AddedStudent[];
  onLegal: (code: string, legal: boolean) => void;
  onRemove: (code: string) => void;
}) => (
  <Flex direction="column" gap="xs">
    <Heading level={2} fontSize="medium">
      {t.code.students}
    </Heading>
    <ul className="registration-students" data-testid="added-students">
      {students.map((student) => (
        <li key={student.code} className="registration-students__item">
          <Flex direction="column" gap="xxs">
            <Text fontWeight="bold">{describePerson(student)}</Text>
            <CheckboxField
              label={t.code.legal}
              name={`legal-${student.code}`}
              checked={student.legal}
              onChange={(event) => onLegal(student.code, event.target.checked)}
            />
          </Flex>
          <Button size="small" variation="link" onClick={() => onRemove(student.code)}>
            {t.code.remove(student.displayName)}
          </Button>
        </li>
      ))}
    </ul>
  </Flex>
);
