import { LoadState } from '../../components/load-state.component.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { PinList, type PinListProps } from './pin-list.component.js';
import { matchesSearch } from './pin-view.model.js';
import { useCurrentPins, useOwnPins, usePinActions, useStackedPins } from './pins.api.js';
import { StackedPinCard } from './stacked-pin-card.component.js';

export type PinTab = 'current' | 'own' | 'stacked';

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
