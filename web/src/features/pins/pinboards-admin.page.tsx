import { Button, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { AdminPinboard } from '../../../../shared/schemas/pin.schema.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { PinboardEditDialog } from './pinboard-edit.dialog.js';
import { useSchoolPinboards, useTutorChoices } from './pins.api.js';
import { colorOf } from './pin-view.js';
import './pins.css';

const t = pinTexts.admin;

/** /admin/pinboards 'Pinnwände': the school's own boards of the school year; admins add and change them. */
export const PinboardsAdminPage = () => {
  const boards = useSchoolPinboards();
  const tutors = useTutorChoices();
  const [editing, setEditing] = useState<{ pinboard?: AdminPinboard } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const shorts = new Map((tutors.data?.tutors ?? []).map((tutor) => [tutor.uid, tutor.short]));
  const audience = (board: AdminPinboard) =>
    [
      board.public ? t.everyone : null,
      board.tutorUids.length > 0 ? board.tutorUids.map((uid) => shorts.get(uid) ?? uid).join(', ') : t.allTutors,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <main className="page" data-testid="pinboards-admin-page">
      <PageHeader
        back="/admin"
        title={t.title}
        actions={
          <Button variation="primary" size="small" gap="xxs" onClick={() => setEditing({})} data-testid="pinboard-admin-add">
            <Icon name="add" size={20} />
            {t.add}
          </Button>
        }
      />
      <LoadState
        data={boards.data}
        error={boards.error}
        look="page"
        empty={{ when: (data) => data.pinboards.length === 0, text: t.empty, testId: 'pinboards-admin-empty' }}
      >
        {({ pinboards }) => (
          <ul className="pins__list">
            {pinboards.map((board) => (
              <li key={board.id} className="pin" style={{ borderLeftColor: colorOf(board.color) }} data-testid="pinboard-admin-item">
                <div className="pin__head">
                  <span className="pin__title">{board.displayName}</span>
                  <Button
                    size="small"
                    variation="link"
                    aria-label={t.edit(board.displayName)}
                    onClick={() => setEditing({ pinboard: board })}
                  >
                    <Icon name="edit" size={20} />
                  </Button>
                </div>
                <Text className="pin__meta">{audience(board)}</Text>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {editing && tutors.data && (
        <PinboardEditDialog
          pinboard={editing.pinboard}
          tutors={tutors.data.tutors}
          onClose={(text) => {
            setEditing(null);
            if (text) setMessage(text);
          }}
        />
      )}
      {message && (
        <Snackbar key={message} onClose={() => setMessage(null)}>
          {message}
        </Snackbar>
      )}
    </main>
  );
};
