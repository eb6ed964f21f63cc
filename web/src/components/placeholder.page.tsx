import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { texts } from '../i18n/texts.de.js';
import { Icon } from './icon.component.js';
import './placeholder.css';

/** A page whose feature is not built yet: its title, the plain notice and a way back. */
export const PlaceholderPage = ({ title, backTo = '/' }: { title: string; backTo?: string }) => (
  <main className="page page--narrow" data-testid="placeholder-page">
    <Card variation="outlined" className="placeholder-card">
      <Flex direction="column" gap="medium" alignItems="flex-start">
        <Heading level={1} fontSize="xxl" className="page-title">
          {title}
        </Heading>
        <Text>{texts.unavailable}</Text>
        <Button as={Link} to={backTo} gap="small">
          <Icon name="back" />
          {texts.back}
        </Button>
      </Flex>
    </Card>
  </main>
);
