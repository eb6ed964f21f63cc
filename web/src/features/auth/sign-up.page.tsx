import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon.component.js';
import { signUpTexts } from '../../i18n/auth.de.js';
import { LegalLinks } from '../legal/index.js';
import './auth.css';

const cards: { to: string; title: string; text: string; icon: IconName }[] = [
  { to: '/registerGuardian', title: signUpTexts.guardian, text: signUpTexts.guardianText, icon: 'groups' },
  { to: '/registerTutor', title: signUpTexts.tutor, text: signUpTexts.tutorText, icon: 'school' },
  { to: '/registerStudent', title: signUpTexts.student, text: signUpTexts.studentText, icon: 'person' },
];

/** /signUp: who registers (guardian, teacher/staff, student); back goes to /login. */
export const SignUpPage = () => (
  <main className="login-page">
    <Flex direction="column" gap="large" className="sign-up">
      <Flex direction="column" gap="xs">
        <Heading level={1} fontSize="xxl" className="page-title">
          {signUpTexts.title}
        </Heading>
        <Text>{signUpTexts.intro}</Text>
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
        {signUpTexts.backToLogin}
      </Button>
      <LegalLinks />
    </Flex>
  </main>
);
