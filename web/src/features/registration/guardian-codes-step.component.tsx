import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import type { Dispatch, SetStateAction } from 'react';
import { registrationTexts as t } from '../../i18n/registration.de.js';
import { AddedStudents, type AddedStudent } from './added-students.component.js';
import { CodeField } from './code-field.component.js';

interface GuardianCodesStepProps {
  students: AddedStudent[];
  onStudents: Dispatch<SetStateAction<AddedStudent[]>>;
  /** Checks a child's code; the error text, or null when the child was added. */
  onCode: (code: string) => Promise<string | null>;
  /** 'Weiter' was pressed without a child. */
  needsCode: boolean;
  onHelp: () => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2 of the guardian's registration: the children's codes one by one, each with 'sorgeberechtigt'. */
export const GuardianCodesStep = ({ students, onStudents, onCode, needsCode, onHelp, onBack, onNext }: GuardianCodesStepProps) => (
  <Flex direction="column" gap="medium">
    <CodeField buttonLabel={t.code.add} hint={t.code.guardianHint} clearOnSuccess onCode={onCode} />
    {students.length > 0 && (
      <AddedStudents
        students={students}
        onLegal={(code, legal) => onStudents((current) => current.map((item) => (item.code === code ? { ...item, legal } : item)))}
        onRemove={(code) => onStudents((current) => current.filter((item) => item.code !== code))}
      />
    )}
    {needsCode && (
      <Alert variation="error" hasIcon={false} data-testid="needs-code">
        {t.code.guardianNeedsCode}
      </Alert>
    )}
    <Button variation="link" size="small" alignSelf="flex-start" onClick={onHelp}>
      {t.code.help}
    </Button>
    <Flex gap="small" wrap="wrap">
      <Button onClick={onBack}>{t.back}</Button>
      <Button variation="primary" onClick={onNext}>
        {t.next}
      </Button>
    </Flex>
  </Flex>
);
