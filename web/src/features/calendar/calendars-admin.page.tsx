import { Button, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Calendar } from '../../../../shared/schemas/calendar.schema.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { CalendarEditDialog } from './calendar-edit.dialog.js';
import { useCalendarGroups, useCalendarsAdmin } from './calendar.api.js';
import './calendar.css';

const t = calendarTexts.admin;

/** /admin/calendars 'Kalender': the school's calendars with their classes and courses; admins add and change them. */
export const CalendarsAdminPage = () => {
  const calendars = useCalendarsAdmin();
  const options = useCalendarGroups();
  const [editing, setEditing] = useState<{ calendar?: Calendar } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const groupNames = new Map((options.data?.groups ?? []).map((group) => [group.id, group.displayName]));
  return (
    <main className="page" data-testid="calendars-admin-page">
      <PageHeader
        back="/admin"
        title={t.title}
        actions={
          <Button variation="primary" size="small" gap="xxs" onClick={() => setEditing({})} data-testid="calendar-admin-add">
            <Icon name="add" size={20} />
            {t.add}
          </Button>
        }
      />
      <LoadState
        data={calendars.data}
        error={calendars.error}
        look="page"
        empty={{ when: (data) => data.calendars.length === 0, text: t.empty, testId: 'calendars-admin-empty' }}
      >
        {({ calendars: list }) => (
          <ul className="calendar-admin__list">
            {list.map((calendar) => (
              <li key={calendar.id} className="meeting" style={{ borderLeftColor: calendar.color }} data-testid="calendar-admin-item">
                <div className="meeting__head">
                  <Text as="h2" className="meeting__title">
                    {calendar.name}
                  </Text>
                  <Button size="small" variation="link" aria-label={t.edit(calendar.name)} onClick={() => setEditing({ calendar })}>
                    <Icon name="edit" size={20} />
                  </Button>
                </div>
                <Text className="meeting__when">
                  {[calendar.allTutors ? t.everyTutor : null, ...calendar.groupIds.map((id) => groupNames.get(id) ?? id)]
                    .filter(Boolean)
                    .join(', ') || t.noGroups}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {editing && options.data && (
        <CalendarEditDialog
          calendar={editing.calendar}
          groups={options.data.groups}
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
