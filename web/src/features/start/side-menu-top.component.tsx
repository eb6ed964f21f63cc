import * as Dialog from '@radix-ui/react-dialog';
import { APP_VERSION } from '@shared/table-design.js';
import { Icon } from '../../components/icon.component.js';
import { menuTexts } from '../../i18n/start.de.js';
import { texts } from '../../i18n/texts.de.js';

/** The drawer's top row: the app version and the close button. */
export const SideMenuTop = () => (
  <div className="drawer__top">
    <Dialog.Title className="visually-hidden">{menuTexts.title}</Dialog.Title>
    <span className="drawer__version" data-testid="app-version">
      {menuTexts.version(APP_VERSION)}
    </span>
    <Dialog.Close className="icon-button icon-button--dark" aria-label={texts.close}>
      <Icon name="close" />
    </Dialog.Close>
  </div>
);
