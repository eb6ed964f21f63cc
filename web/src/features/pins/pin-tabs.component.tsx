import type { Pin, Pinboard } from '../../../../shared/schemas/pin.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { PinCard } from './pin-card.component.js';
import { filterPins, matchesSearch, type PinFilter } from './pin-view.js';
import { useCurrentPins, useOwnPins, usePinActions, useStackedPins } from './pins.api.js';
import { StackedPinCard } from './stacked-pin-card.component.js';

export type PinTab = 'current' | 'own' | 'stacked';

interface PinListProps {
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
const PinList = ({ tab, pins, pinboards, filter, onStacked, onEdit, onNotify, openPinId }: PinListProps) => {
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

type TabProps = Omit<PinListProps, 'tab' | 'pins'> & { enabled: boolean };

export const CurrentPinsTab = ({ enabled, ...props }: TabProps) => {
  const { data, error } = useCurrentPins(enabled);
  return (
    <LoadState data={data} error={error} look="section">
      {({ pins }) => <PinList tab="current" pins={pins} {...props} />}
    </LoadState>
  );
};

export const OwnPinsTab = ({ enabled, ...props }: TabProps) => {
  const { data, error } = useOwnPins(enabled);
  return (
    <LoadState data={data} error={error} look="section">
      {({ pins }) => <PinList tab="own" pins={pins} {...props} />}
    </LoadState>
  );
};

/** 'Ablage': the reader's personal copies, newest first; the search applies, the boards do not (copies have none). */
export const StackedPinsTab = ({ enabled, search, onDeleted }: { enabled: boolean; search: string; onDeleted: () => void }) => {
  const { data, error } = useStackedPins(enabled);
  const actions = usePinActions();
  return (
    <LoadState
      data={data}
      error={error}
      look="section"
      empty={{ when: ({ pins }) => pins.length === 0, text: t.empty.stacked, testId: 'pins-empty' }}
    >
      {({ pins }) => (
        <ul className="pins__list" aria-label={t.tabs.stacked}>
          {pins
            .filter((pin) => matchesSearch(pin, search))
            .map((pin) => (
              <StackedPinCard key={pin.id} pin={pin} onDelete={() => void actions.removeStacked(pin.id).then(onDeleted)} />
            ))}
        </ul>
      )}
    </LoadState>
  );
};
