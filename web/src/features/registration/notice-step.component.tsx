import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { registrationTexts } from '../../i18n/registration.de.js';

const t = registrationTexts.notice;

/** Step 1: whoever is registered in the sister messenger app just signs in. */
export const NoticeStep = ({ onRegister }: { onRegister: () => void }) => (
  <Flex direction="column" gap="medium">
    <Heading level={2} fontSize="large">
      {t.title}
    </Heading>
    <Text>{t.text}</Text>
    <Flex gap="small" wrap="wrap">
      <Link to="/login" className="amplify-button">
        {t.toLogin}
      </Link>
      <Button variation="primary" onClick={onRegister}>
        {t.register}
      </Button>
    </Flex>
  </Flex>
);
