import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { AdminCard } from '../../components/admin-card.component.js';
import { userAdminTexts } from '../../i18n/users.de.js';

const t = userAdminTexts;

/** Admin-area cards 'Benutzerverwaltung' and 'Protokoll'. */
export const UserAdminCards = () => (
  <>
    <AdminCard title={t.card.title} description={t.card.description}>
      <Button as={Link} to="/admin/users" size="small">
        {t.card.open}
      </Button>
    </AdminCard>
    <AdminCard title={t.auditCard.title} description={t.auditCard.description}>
      <Button as={Link} to="/admin/audit-log" size="small">
        {t.auditCard.open}
      </Button>
    </AdminCard>
  </>
);
