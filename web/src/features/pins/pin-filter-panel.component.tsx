import { Button } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { Icon } from '../../components/icon.component.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { pinTexts as t } from '../../i18n/pins.de.js';

/** The filter menu at the side (wide) or behind the 'Filter' toggle (small). */
export const PinFilterPanel = ({ menu }: { menu: ReactNode }) => {
  const wide = useWideLayout();
  const [open, setOpen] = useState(false);
  return wide ? (
    <aside className="pins__side" aria-label={t.pinboards}>
      {menu}
    </aside>
  ) : (
    <div className="pins__small">
      <Button size="small" gap="xxs" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="pin-filter-toggle">
        <Icon name="filter" size={20} />
        {t.filter}
      </Button>
      {open && menu}
    </div>
  );
};
