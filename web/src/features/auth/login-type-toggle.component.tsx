import { Flex, Text, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { loginTexts } from '../../i18n/auth.de.js';
import type { LoginType } from './login-form.schema.js';
import { storeLoginType } from './login-type.store.js';

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
        {loginTexts.loginType}
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
          {loginTexts.byUsername}
        </ToggleButton>
        <ToggleButton value="email" data-testid="login-type-email">
          {loginTexts.byEmail}
        </ToggleButton>
      </ToggleButtonGroup>
    </Flex>
  );
};
