import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { AdminCard } from '../../components/admin-card.component.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';

/** Admin-area card 'Benutzer hinzufügen': the import wizard for students or tutors. */
export const UserImportCard = () => (
  <AdminCard title={t.title} description={t.cardDescription}>
    <Button as={Link} to="/admin/import?group=students" size="small">
      {t.addStudents}
    </Button>
    <Button as={Link} to="/admin/import?group=tutors" size="small">
      {t.addTutors}
    </Button>
  </AdminCard>
);
