import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { AdminCard } from '../../components/admin-card.component.js';
import { timetableImportTexts as t } from '../../i18n/timetable-import.de.js';

/** Admin-area card 'Stundenplan importieren': opens the Untis import page. */
export const TimetableImportCard = () => (
  <AdminCard title={t.title} description={t.cardDescription}>
    <Button as={Link} to="/admin/timetable-import" size="small">
      {t.open}
    </Button>
  </AdminCard>
);
