import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { AdminCard } from '../../components/admin-card.component.js';
import { reservationTexts } from '../../i18n/reservations.de.js';

const t = reservationTexts.admin;

/** Admin-area card 'Geräte': opens the page that keeps devices, groups and buildings. */
export const DevicesAdminCard = () => (
  <AdminCard title={t.title} description={t.cardDescription}>
    <Button as={Link} to="/admin/resources" size="small">
      {t.open}
    </Button>
  </AdminCard>
);
