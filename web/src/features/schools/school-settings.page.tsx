import { Card, Flex } from '@aws-amplify/ui-react';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { schoolSettingsTexts as t } from '../../i18n/schools.de.js';
import { LogoSection } from './logo-section.component.js';
import { SchoolSettingsForm } from './school-settings-form.component.js';
import { useSchoolSettings } from './schools.api.js';
import './school-settings.css';

/** /admin/school 'Schuleinstellungen': the logo and the settings of the admin's school. */
export const SchoolSettingsPage = () => {
  const settings = useSchoolSettings();
  return (
    <main className="page" data-testid="school-settings-page">
      <PageHeader back="/admin" title={t.title} />
      <LoadState data={settings.data} error={settings.error} look="page">
        {(data) => (
          <Flex direction="column" gap="medium" className="school-settings">
            <Card variation="outlined">
              <LogoSection logoUrl={data.logoUrl} />
            </Card>
            <Card variation="outlined">
              <SchoolSettingsForm settings={data} />
            </Card>
          </Flex>
        )}
      </LoadState>
    </main>
  );
};
