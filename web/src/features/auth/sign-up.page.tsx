import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon.component.js';
import { texts } from '../../i18n/texts.de.js';
import { LegalLinks } from '../legal/index.js';
import './auth.css';

const cards: { to: string; title: string; text: string; icon: IconName }[] = [
  { to: '/registerGuardian', title: texts.signUp.guardian, text: texts.signUp.guardianText, icon: 'groups' },
  { to: '/registerTutor', title: texts.signUp.tutor, text: texts.signUp.tutorText, icon: 'school' },
  { to: '/registerStudent', title: texts.signUp.student, text: texts.signUp.studentText, icon: 'person' },
];

/** /signUp: who registers (guardian, teacher/staff, student); back goes to /login. */
export const SignUpPage = () => (
  <main className="login-page">
    <Flex direction="column" gap="large" className="sign-up">
      <Flex direction="column" gap="xs">
        <Heading level={1} fontSize="xxl" className="page-title">
          {texts.signUp.title}
        </Heading>
        <Text>{texts.signUp.intro}</Text>
      </Flex>
      <ul className="sign-up__cards">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="sign-up__card">
              <span className="sign-up__icon">
                <Icon name={card.icon} size={32} />
              </span>
              <span className="sign-up__title">{card.title}</span>
              <span className="sign-up__text">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Button as={Link} to="/login" alignSelf="flex-start" gap="small">
        <Icon name="back" />
        {texts.signUp.backToLogin}
      </Button>
      <LegalLinks />
    </Flex>
  </main>
);
