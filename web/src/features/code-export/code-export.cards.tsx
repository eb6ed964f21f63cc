import { Text } from '@aws-amplify/ui-react';
import { texts } from '../../i18n/texts.de.js';
import { AdminCard } from '../admin/admin-card.component.js';

/** Admin-area card 'Aktivierungscodes exportieren'. */
export const CodeExportCards = () => (
  <AdminCard title="Aktivierungscodes exportieren" description="Codes für Lehrkräfte, SchülerInnen und Erziehungsberechtigte.">
    <Text>{texts.unavailable}</Text>
  </AdminCard>
);
