import { Text } from '@aws-amplify/ui-react';
import { texts } from '../../i18n/texts.de.js';
import { AdminCard } from '../admin/admin-card.component.js';

/** Admin-area card 'Benutzer hinzufügen'. */
export const UserImportCard = () => (
  <AdminCard title="Benutzer hinzufügen" description="SchülerInnen und Lehrkräfte aus einer CSV-Datei anlegen.">
    <Text>{texts.unavailable}</Text>
  </AdminCard>
);
