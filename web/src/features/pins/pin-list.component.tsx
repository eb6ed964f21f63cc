import type { Pin, Pinboard } from '@shared/schemas/pin.schema.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { PinCard } from './pin-card.component.js';
import { filterPins, type PinFilter } from './pin-view.model.js';
import { usePinActions } from './pins.api.js';

export interface PinListProps {
  tab: 'current' | 'own';
  pins: readonly Pin[];
  pinboards: readonly Pinboard[];
  filter: PinFilter;
  onStacked: () => void;
  onEdit: (pin: Pin) => void;
  /** The author's 'Benachrichtigen' on an own pin. */
  onNotify: (pin: Pin) => void;
  /** The pin a link names (/pins?pin={id}): shown opened and scrolled to. */
  openPinId?: string;
}

/** Pins through the side menu's filter, or the tab's empty text (no pins) or the no-match text (none left by the filter). */
export const PinList = ({ tab, pins, pinboards, filter, onStacked, onEdit, onNotify, openPinId }: PinListProps) => {
  const actions = usePinActions();
  const boardNames = new Map(pinboards.map((board) => [board.id, board.displayName]));
  const shown = filterPins(pins, filter);
  if (pins.length === 0)
    return (
      <p className="pins__empty" data-testid="pins-empty">
        {t.empty[tab]}
      </p>
    );
  if (shown.length === 0)
    return (
      <p className="pins__empty" data-testid="pins-no-match">
        {t.noMatch}
      </p>
    );
  return (
    <ul className="pins__list" aria-label={t.tabs[tab]}>
      {shown.map((pin) => (
        <PinCard
          key={pin.id}
          pin={pin}
          boardNames={boardNames}
          onMark={(unread) => void actions.mark(pin.id, unread)}
          onStack={() => void actions.stack(pin.id).then(onStacked)}
          onEdit={pin.own ? () => onEdit(pin) : undefined}
          onNotify={pin.own ? () => onNotify(pin) : undefined}
          linked={pin.id === openPinId}
        />
      ))}
    </ul>
  );
};
