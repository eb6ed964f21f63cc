import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { AdminCard } from '../../components/admin-card.component.js';
import { schoolSettingsTexts as t } from '../../i18n/schools.de.js';

/** Admin-area card 'Schuleinstellungen': opens the page with the school's settings and logo. */
export const SchoolSettingsCard = () => (
  <AdminCard title={t.title} description={t.cardDescription}>
    <Button as={Link} to="/admin/school" size="small" data-testid="school-settings-open">
      {t.open}
    </Button>
  </AdminCard>
);
