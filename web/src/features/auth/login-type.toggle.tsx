import { Flex, Text, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { texts } from '../../i18n/texts.de.js';
import type { LoginType } from './login-form.schema.js';
import { storeLoginType } from './login-type.storage.js';

/** 'Anmelden mit': user ID or e-mail address; the choice is remembered for the next visit. */
export const LoginTypeToggle = ({ type, onChange }: { type: LoginType; onChange: (type: LoginType) => void }) => {
  const change = (value: string | (string | undefined)[] | undefined) => {
    const next: LoginType = value === 'email' ? 'email' : 'username';
    storeLoginType(next);
    onChange(next);
  };
  return (
    <Flex direction="column" gap="xs">
      <Text id="login-type-label" fontSize="small" color="font.secondary">
        {texts.login.loginType}
      </Text>
      <ToggleButtonGroup
        value={type}
        isExclusive
        isSelectionRequired
        onChange={change}
        aria-labelledby="login-type-label"
        size="small"
        className="login-type"
      >
        <ToggleButton value="username" data-testid="login-type-username">
          {texts.login.byUsername}
        </ToggleButton>
        <ToggleButton value="email" data-testid="login-type-email">
          {texts.login.byEmail}
        </ToggleButton>
      </ToggleButtonGroup>
    </Flex>
  );
};
