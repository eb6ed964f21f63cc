import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { menuTexts, noStudentTexts } from '../../i18n/start.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useAuth } from '../auth/index.js';
import './no-student.css';

/** /noStudent: a guardian without linked children. */
export const NoStudentPage = () => {
  const { signOut } = useAuth();
  return (
    <main className="page page--narrow">
      <Card variation="outlined" className="no-student-card">
        <Flex direction="column" gap="medium" alignItems="flex-start">
          <Heading level={1} fontSize="xxl" className="page-title">
            {texts.titles.noStudent}
          </Heading>
          <Text data-testid="no-student-message">{noStudentTexts.message}</Text>
          <Button onClick={() => void signOut()}>{menuTexts.logout}</Button>
        </Flex>
      </Card>
    </main>
  );
};
