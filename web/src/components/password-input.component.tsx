import { PasswordField } from '@aws-amplify/ui-react';
import type { ComponentProps } from 'react';
import { passwordFieldTexts as t } from '../i18n/components.de.js';

/** Amplify's password field with its show button and state announcements in German: use it for every password. */
export const PasswordInput = (props: ComponentProps<typeof PasswordField>) => (
  <PasswordField showPasswordButtonLabel={t.show} passwordIsHiddenLabel={t.hidden} passwordIsShownLabel={t.shown} {...props} />
);
