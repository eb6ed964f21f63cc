import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { AdminCard } from '../../components/admin-card.component.js';
import { displayLinkTexts } from '../../i18n/display-links.de.js';

const t = displayLinkTexts.admin;

/** Admin-area card 'Flurbildschirme': opens the page that keeps the school's display links. */
export const DisplayLinksAdminCard = () => (
  <AdminCard title={t.cardTitle} description={t.cardDescription}>
    <Button as={Link} to="/admin/display-links" size="small">
      {t.open}
    </Button>
  </AdminCard>
);
