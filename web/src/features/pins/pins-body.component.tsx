import { Tabs } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Pin, Pinboard } from '@shared/schemas/pin.schema.js';
import { addDays, berlinToday } from '@shared/week.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { PinFilterPanel } from './pin-filter-panel.component.js';
import { PinFilterMenu } from './pin-filter.component.js';
import { newPinValues, pinValues, type PinFormValues } from './pin-form.model.js';
import { CurrentPinsTab, OwnPinsTab, StackedPinsTab, type PinTab } from './pin-tabs.component.js';
import type { PinFilter } from './pin-view.model.js';
import type { LoadedPin } from './use-pin-editor.hook.js';

export interface Editing {
  /** The pin and the revision it was loaded at; none for a new pin. */
  loaded?: LoadedPin;
  initial: PinFormValues;
}

/** A new pin from today for a week, on the given board if any. */
export const newPin = (pinboardId?: string): Editing => {
  const today = berlinToday();
  return { initial: newPinValues(today, addDays(today, 7), pinboardId) };
};

interface PinsBodyProps {
  pinboards: readonly Pinboard[];
  isTutor: boolean;
  onEdit: (editing: Editing) => void;
  onNotify: (pin: Pin) => void;
  onMessage: (text: string) => void;
}

/** The side menu (wide) or its toggle (small) beside the tabs; each tab is fetched when first shown. */
export const PinsBody = ({ pinboards, isTutor, onEdit, onNotify, onMessage }: PinsBodyProps) => {
  const [search] = useSearchParams();
  const wide = useWideLayout();
  const [filter, setFilter] = useState<PinFilter>({ search: '', unreadOnly: false, boards: new Set(pinboards.map((board) => board.id)) });
  const [tab, setTab] = useState<PinTab>('current');
  const [visited, setVisited] = useState<ReadonlySet<PinTab>>(new Set(['current']));
  const show = (next: PinTab) => {
    setTab(next);
    setVisited((before) => new Set([...before, next]));
  };
  const listProps = {
    pinboards,
    filter,
    onStacked: () => {
      show('stacked');
      onMessage(t.stacked);
    },
    onEdit: (pin: Pin) => onEdit({ loaded: { pinId: pin.id, revision: pin.revision }, initial: pinValues(pin) }),
    onNotify,
    openPinId: search.get('pin') ?? undefined,
  };
  const tabs: { value: PinTab; content: ReactNode }[] = [
    { value: 'current', content: <CurrentPinsTab enabled {...listProps} /> },
    ...(isTutor ? [{ value: 'own' as const, content: <OwnPinsTab enabled={visited.has('own')} {...listProps} /> }] : []),
    {
      value: 'stacked',
      content: <StackedPinsTab enabled={visited.has('stacked')} search={filter.search} onDeleted={() => onMessage(t.stackedDeleted)} />,
    },
  ];
  return (
    <div className={wide ? 'pins pins--wide' : 'pins'}>
      <PinFilterPanel
        menu={
          <PinFilterMenu
            pinboards={pinboards}
            filter={filter}
            onChange={setFilter}
            onCreate={isTutor ? (id) => onEdit(newPin(id)) : undefined}
          />
        }
      />
      <Tabs
        className="pins__tabs"
        value={tab}
        onValueChange={(value) => show(value as PinTab)}
        items={tabs.map(({ value, content }) => ({ value, label: t.tabs[value], content }))}
      />
    </div>
  );
};
