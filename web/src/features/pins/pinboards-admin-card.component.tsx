import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { AdminCard } from '../../components/admin-card.component.js';
import { pinTexts } from '../../i18n/pins.de.js';

const t = pinTexts.admin;

/** Admin-area card 'Pinnwände': opens the page that keeps the school's own boards. */
export const PinboardsAdminCard = () => (
  <AdminCard title={t.title} description={t.cardDescription}>
    <Button as={Link} to="/admin/pinboards" size="small">
      {t.open}
    </Button>
  </AdminCard>
);
