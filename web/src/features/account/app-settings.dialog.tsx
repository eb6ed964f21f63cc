import { Flex, Text } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { settingsTexts as settings } from '../../i18n/account.de.js';
import { CalendarFeedSection } from '../calendar-feed/index.js';
import { PushPermissionSwitch } from '../notifications/index.js';
import { MyDataSection } from '../privacy/index.js';
import { usePushSettings } from './account.api.js';
import { PushSettingsForm } from './push-settings-form.component.js';

/** 'Einstellungen': push on this device, push times per weekday inside the school's window, the calendar subscription and the download of one's data. */
export const AppSettingsDialog = ({ onClose }: { onClose: () => void }) => {
  const { data, error, mutate } = usePushSettings();
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={settings.title} testId="app-settings-dialog">
      <Flex direction="column" gap="small">
        <Text as="h3" fontWeight="bold">
          {settings.pushHeading}
        </Text>
        <PushPermissionSwitch />
        <LoadState look="dialog" data={data} error={error}>
          {(initial) => <PushSettingsForm initial={initial} onSaved={(saved) => void mutate(saved, { revalidate: false })} />}
        </LoadState>
        <CalendarFeedSection />
        <MyDataSection />
      </Flex>
    </AppDialog>
  );
};
