import { Alert, Flex, SwitchField, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { settingsTexts as settings } from '../../i18n/account.de.js';
import { disablePush, enablePush, pushState, type PushState } from '../../lib/web-push.js';

const hints: Partial<Record<PushState, string>> = { blocked: settings.pushBlocked, unsupported: settings.pushUnsupported };

/** 'Push-Benachrichtigungen erlauben' for this device (Einstellungen): subscribes it, or forgets it when switched off. */
export const PushPermissionSwitch = () => {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void pushState().then(setState, () => {
      setState('unsupported');
    });
  }, []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (on) setState(await enablePush());
      else {
        await disablePush();
        setState('off');
      }
    } catch {
      setFailed(true);
      setState(await pushState().catch(() => 'off' as const));
    } finally {
      setBusy(false);
    }
  };

  const hint = state ? hints[state] : undefined;
  return (
    <Flex direction="column" gap="xs" data-testid="push-permission">
      <SwitchField
        label={settings.pushAllow}
        labelPosition="end"
        isChecked={state === 'on'}
        isDisabled={state === null || state === 'unsupported' || state === 'blocked' || busy}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <Text fontSize="small" color="font.secondary">
        {settings.pushAllowHint}
      </Text>
      {hint && (
        <Alert variation="info" role="status">
          {hint}
        </Alert>
      )}
      {failed && (
        <Alert variation="error" role="alert">
          {settings.pushFailed}
        </Alert>
      )}
    </Flex>
  );
};
