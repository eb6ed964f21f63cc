import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Pin } from '@shared/schemas/pin.schema.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { pinTexts as t } from '../../i18n/pins.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/index.js';
import { PinEditDialog } from './pin-edit.dialog.js';
import { PinNotifyDialog } from './pin-notify.dialog.js';
import { newPin, PinsBody, type Editing } from './pins-body.component.js';
import { useLinkablePolls, usePinboards } from './pins.api.js';
import './pins.css';

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
          loaded={editing.loaded}
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
