import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { loginTexts } from '../../i18n/auth.de.js';
import { texts } from '../../i18n/texts.de.js';

/** The login card's head: app icon and name, title and introduction. */
export const LoginHeader = () => (
  <Flex direction="column" gap="xs" alignItems="center">
    <img src="/favicon.svg" alt="" width={56} height={56} />
    <Text className="login-card__app-name">{texts.appName}</Text>
    <Heading level={1} fontSize="xxl" className="page-title">
      {loginTexts.title}
    </Heading>
    <Text textAlign="center" color="font.secondary">
      {loginTexts.intro}
    </Text>
  </Flex>
);
