import { Flex } from '@aws-amplify/ui-react';
import { PageHeader } from '../../components/page-header.component.js';
import { texts } from '../../i18n/texts.de.js';
import { CalendarsAdminCard } from '../calendar/index.js';
import { CodeExportCards } from '../codes/index.js';
import { DisplayLinksAdminCard } from '../display-links/index.js';
import { LoginAlertCard } from '../login-alerts/index.js';
import { PinboardsAdminCard } from '../pins/index.js';
import { DevicesAdminCard } from '../reservations/index.js';
import { SchoolYearCard } from '../school-year/index.js';
import { SchoolSettingsCard } from '../schools/index.js';
import { TimetableImportCard } from '../timetable-import/index.js';
import { UserImportCard } from '../user-import/index.js';
import { UserAdminCards } from '../users/index.js';
import './admin.css';

/** /admin 'Admin-Bereich': the admin's cards for the school's settings, adding users, exporting codes and loading the timetable. */
/** /admin 'Admin-Bereich': the admin's cards for the user administration and its log, adding users, exporting codes, the timetable, the school year, the school's lists and the login alert. */
export const AdminPage = () => (
  <main className="page" data-testid="admin-page">
    <PageHeader back="/" title={texts.titles.admin} />
    <Flex className="admin-cards" wrap="wrap" gap="medium">
      <SchoolSettingsCard />
      <UserAdminCards />
      <UserImportCard />
      <CodeExportCards />
      <TimetableImportCard />
      <DevicesAdminCard />
      <CalendarsAdminCard />
      <PinboardsAdminCard />
      <DisplayLinksAdminCard />
      <SchoolYearCard />
      <LoginAlertCard />
    </Flex>
  </main>
);
