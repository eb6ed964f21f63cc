import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { AdminCard } from '../../components/admin-card.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';

const t = calendarTexts.admin;

/** Admin-area card 'Kalender': opens the page that keeps the school's calendars. */
export const CalendarsAdminCard = () => (
  <AdminCard title={t.title} description={t.cardDescription}>
    <Button as={Link} to="/admin/calendars" size="small">
      {t.open}
    </Button>
  </AdminCard>
);
