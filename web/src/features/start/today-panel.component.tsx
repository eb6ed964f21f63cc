import { Heading, Text } from '@aws-amplify/ui-react';
import { texts } from '../../i18n/texts.de.js';

/** The tutor's today overview beside the tiles on wide screens; the overview itself comes later. */
export const TodayPanel = ({ label }: { label: string }) => (
  <aside className="today-panel" aria-labelledby="today-panel-heading" data-testid="today-panel">
    <Heading level={2} id="today-panel-heading" fontSize="xl" fontWeight="bold">
      {label}
    </Heading>
    <Text>{texts.unavailable}</Text>
  </aside>
);
