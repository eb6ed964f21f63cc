import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '../i18n/texts.de.js';
import { Icon } from './icon.component.js';
import './page-header.css';

/** A page's header: 'Zurück' (a route, or a callback such as history back), the title, actions. */
export const PageHeader = ({ back, title, actions }: { back: string | (() => void); title: ReactNode; actions?: ReactNode }) => (
  <Flex className="page-header" alignItems="center" gap="small" wrap="wrap">
    {typeof back === 'string' ? (
      <Button as={Link} to={back} variation="link" gap="xs">
        <Icon name="back" />
        {texts.back}
      </Button>
    ) : (
      <Button variation="link" gap="xs" onClick={back}>
        <Icon name="back" />
        {texts.back}
      </Button>
    )}
    <Heading level={1} fontSize="xl" className="page-title page-header__title">
      {title}
    </Heading>
    {actions}
  </Flex>
);
