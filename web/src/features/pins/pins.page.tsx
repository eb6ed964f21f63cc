import { Button, Tabs } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Pin, Pinboard } from '../../../../shared/schemas/pin.schema.js';
import { addDays, berlinToday } from '../../../../shared/week.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/index.js';
import { PinEditDialog } from './pin-edit.dialog.js';
import { PinFilterMenu } from './pin-filter.component.js';
import { PinNotifyDialog } from './pin-notify.dialog.js';
import { newPinValues, pinValues, type PinFormValues } from './pin-form.js';
import { CurrentPinsTab, OwnPinsTab, StackedPinsTab, type PinTab } from './pin-tabs.component.js';
import type { PinFilter } from './pin-view.js';
import { useLinkablePolls, usePinboards } from './pins.api.js';
import './pins.css';

interface Editing {
  pinId?: string;
  initial: PinFormValues;
}

const newPin = (pinboardId?: string): Editing => {
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
const PinsBody = ({ pinboards, isTutor, onEdit, onNotify, onMessage }: PinsBodyProps) => {
  const [search] = useSearchParams();
  const wide = useWideLayout();
  const [filter, setFilter] = useState<PinFilter>({ search: '', unreadOnly: false, boards: new Set(pinboards.map((board) => board.id)) });
  const [filterOpen, setFilterOpen] = useState(false);
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
    onEdit: (pin: Pin) => onEdit({ pinId: pin.id, initial: pinValues(pin) }),
    onNotify,
    openPinId: search.get('pin') ?? undefined,
  };
  const menu = (
    <PinFilterMenu pinboards={pinboards} filter={filter} onChange={setFilter} onCreate={isTutor ? (id) => onEdit(newPin(id)) : undefined} />
  );
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
      {wide ? (
        <aside className="pins__side" aria-label={t.pinboards}>
          {menu}
        </aside>
      ) : (
        <div className="pins__small">
          <Button
            size="small"
            gap="xxs"
            aria-expanded={filterOpen}
            onClick={() => setFilterOpen(!filterOpen)}
            data-testid="pin-filter-toggle"
          >
            <Icon name="filter" size={20} />
            {t.filter}
          </Button>
          {filterOpen && menu}
        </div>
      )}
      <Tabs
        className="pins__tabs"
        value={tab}
        onValueChange={(value) => show(value as PinTab)}
        items={tabs.map(({ value, content }) => ({ value, label: t.tabs[value], content }))}
      />
    </div>
  );
};

/** /pins 'Pinnwand': current pins of the reader's boards, a tutor's own pins, and the personal 'Ablage'. */
export const PinsPage = () => {
  const { internalRole } = useBootstrap();
  const isTutor = internalRole === 'tutor';
  const boards = usePinboards();
  const polls = useLinkablePolls(isTutor);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notifying, setNotifying] = useState<Pin | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const linkable = (polls.data?.polls ?? [])
    .filter((poll) => poll.kind === 'poll' && poll.published)
    .map(({ id, label }) => ({ id, label }));
  return (
    <main className="page" data-testid="pins-page">
      <PageHeader
        back="/"
        title={texts.titles.pins}
        actions={
          isTutor && (
            <Button variation="primary" size="small" gap="xxs" onClick={() => setEditing(newPin())} data-testid="pin-add">
              <Icon name="add" size={20} />
              {t.create}
            </Button>
          )
        }
      />
      <LoadState data={boards.data} error={boards.error} look="page">
        {({ pinboards }) => (
          <PinsBody pinboards={pinboards} isTutor={isTutor} onEdit={setEditing} onNotify={setNotifying} onMessage={setMessage} />
        )}
      </LoadState>
      {editing && boards.data && (
        <PinEditDialog
          pinId={editing.pinId}
          initial={editing.initial}
          pinboards={boards.data.pinboards.filter((board) => board.canPost)}
          polls={linkable}
          onClose={(text) => {
            setEditing(null);
            if (text) setMessage(text);
          }}
        />
      )}
      {notifying && boards.data && <PinNotifyDialog pin={notifying} pinboards={boards.data.pinboards} onClose={() => setNotifying(null)} />}
      {message && (
        <Snackbar key={message} onClose={() => setMessage(null)}>
          {message}
        </Snackbar>
      )}
    </main>
  );
};
