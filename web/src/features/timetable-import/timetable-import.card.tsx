import { Text } from '@aws-amplify/ui-react';
import { texts } from '../../i18n/texts.de.js';
import { AdminCard } from '../admin/admin-card.component.js';

/** Admin-area card 'Stundenplan importieren'. */
export const TimetableImportCard = () => (
  <AdminCard title="Stundenplan importieren" description="Stundenplan und Vertretungen aus Untis-Exporten laden.">
    <Text>{texts.unavailable}</Text>
  </AdminCard>
);
