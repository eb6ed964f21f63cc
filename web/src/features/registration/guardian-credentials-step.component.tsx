import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { registrationTexts as t } from '../../i18n/registration.de.js';
import type { AddedStudent } from './added-students.component.js';
import { describePerson } from './check-code.model.js';
import type { CredentialsFormValues } from './credentials-form.schema.js';
import { CredentialsStep } from './credentials-step.component.js';

interface GuardianCredentialsStepProps {
  students: readonly AddedStudent[];
  onRegister: (values: CredentialsFormValues) => Promise<void>;
  onBack: () => void;
}

/** The guardian's last step: the added children, then the credentials (only with at least one child). */
export const GuardianCredentialsStep = ({ students, onRegister, onBack }: GuardianCredentialsStepProps) => (
  <Flex direction="column" gap="medium">
    <Text>{students.map(describePerson).join(', ')}</Text>
    {students.length > 0 ? (
      <CredentialsStep kind="guardian" onRegister={onRegister} />
    ) : (
      <Alert variation="error" hasIcon={false}>
        {t.code.registerNeedsCode}
      </Alert>
    )}
    <Button alignSelf="flex-start" onClick={onBack}>
      {t.back}
    </Button>
  </Flex>
);
