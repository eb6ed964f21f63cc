import { Button, Card, Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Stepper } from '../../components/stepper.component.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import { LegalLinks } from '../legal/index.js';
import './registration.css';

/** The frame of every registration page: title, stepper, the step, 'Abbrechen', and the links to the terms and the privacy notice. */
export const RegistrationLayout = ({
  title,
  step,
  onCancel,
  children,
}: {
  title: string;
  step: number;
  onCancel: () => void;
  children: ReactNode;
}) => (
  <main className="login-page">
    <Card variation="elevated" className="registration-card">
      <Flex direction="column" gap="large">
        <Heading level={1} fontSize="xl" className="page-title">
          {title}
        </Heading>
        <Stepper steps={registrationTexts.steps} step={step} label={registrationTexts.stepLabel} />
        {children}
        <Button variation="link" alignSelf="flex-start" onClick={onCancel}>
          {registrationTexts.cancel}
        </Button>
        <LegalLinks />
      </Flex>
    </Card>
  </main>
);
