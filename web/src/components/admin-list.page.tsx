import { Button, Text } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { Icon } from './icon.component.js';
import { LoadState } from './load-state.component.js';
import { PageHeader } from './page-header.component.js';
import { Snackbar } from './snackbar.component.js';
import './admin-list.css';

/** How an entry stands in the list: its name, its colour (the left border) and one line about it. */
export interface AdminListRow {
  id: string;
  name: string;
  color: string;
  detail: string;
}

interface AdminListPageProps<Entry> {
  /** Names the test ids: `<kind>s-admin-page`, `<kind>-admin-add`, `<kind>-admin-item`, `<kind>s-admin-empty`. */
  kind: string;
  texts: { title: string; add: string; empty: string; edit: (name: string) => string };
  entries: Entry[] | undefined;
  error: { code: string | null } | undefined;
  rowOf: (entry: Entry) => AdminListRow;
  /** The feature's edit dialog for an entry, or for a new one (`undefined`); null while what it needs loads. */
  editor: (entry: Entry | undefined, onClose: (message?: string) => void) => ReactNode;
}

/**
 * An admin page that lists what the school keeps (calendars, pinboards) with '+' to add one and a
 * pencil per entry that opens the feature's edit dialog; what the dialog closes with shows as a snackbar.
 */
export const AdminListPage = <Entry,>({ kind, texts, entries, error, rowOf, editor }: AdminListPageProps<Entry>) => {
  const [editing, setEditing] = useState<{ entry?: Entry } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <main className="page" data-testid={`${kind}s-admin-page`}>
      <PageHeader
        back="/admin"
        title={texts.title}
        actions={
          <Button variation="primary" size="small" gap="xxs" onClick={() => setEditing({})} data-testid={`${kind}-admin-add`}>
            <Icon name="add" size={20} />
            {texts.add}
          </Button>
        }
      />
      <LoadState
        data={entries}
        error={error}
        look="page"
        empty={{ when: (loaded) => loaded.length === 0, text: texts.empty, testId: `${kind}s-admin-empty` }}
      >
        {(loaded) => (
          <ul className="admin-list">
            {loaded.map((entry) => {
              const row = rowOf(entry);
              return (
                <li key={row.id} className="admin-list__item" style={{ borderLeftColor: row.color }} data-testid={`${kind}-admin-item`}>
                  <div className="admin-list__head">
                    <Text as="h2" className="admin-list__name">
                      {row.name}
                    </Text>
                    <Button size="small" variation="link" aria-label={texts.edit(row.name)} onClick={() => setEditing({ entry })}>
                      <Icon name="edit" size={20} />
                    </Button>
                  </div>
                  <Text className="admin-list__detail">{row.detail}</Text>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
      {editing &&
        editor(editing.entry, (text) => {
          setEditing(null);
          if (text) setMessage(text);
        })}
      {message && (
        <Snackbar key={message} onClose={() => setMessage(null)}>
          {message}
        </Snackbar>
      )}
    </main>
  );
};
