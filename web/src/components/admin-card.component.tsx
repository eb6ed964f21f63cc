import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** One card of the admin area: title, what it does, its actions. */
export const AdminCard = ({ title, description, children }: { title: string; description: string; children: ReactNode }) => (
  <Card variation="outlined" as="section" aria-label={title}>
    <Flex direction="column" gap="small" alignItems="flex-start">
      <Heading level={2} fontSize="large">
        {title}
      </Heading>
      <Text>{description}</Text>
      <Flex gap="small" wrap="wrap">
        {children}
      </Flex>
    </Flex>
  </Card>
);
