import { Button } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { useBootstrap } from '../auth/index.js';
import { CalendarBody, type Editing } from './calendar-body.component.js';
import { useCalendarPage, useMeetingOptions } from './calendar.api.js';
import { MeetingEditDialog } from './meeting-edit.dialog.js';
import { newMeetingValues } from './meeting-form.model.js';
import './calendar.css';

/** /calendar 'Termine': the caller's meetings 10 months before and after today; tutors add and their own edit. */
export const CalendarPage = () => {
  const bootstrap = useBootstrap();
  const isTutor = bootstrap.internalRole === 'tutor';
  const { data, error } = useCalendarPage();
  const { data: options } = useMeetingOptions(isTutor);
  const usable = useMemo(() => options && new Set(options.calendars.map((calendar) => calendar.id)), [options]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <main className="page" data-testid="calendar-page">
      <PageHeader
        back="/"
        title={t.title}
        actions={
          isTutor &&
          data && (
            <Button
              variation="primary"
              size="small"
              gap="xxs"
              onClick={() => setEditing({ initial: newMeetingValues(data.today) })}
              data-testid="meeting-add"
            >
              <Icon name="add" size={20} />
              {t.add}
            </Button>
          )
        }
      />
      <LoadState data={data} error={error} look="page">
        {(loaded) => <CalendarBody data={loaded} usable={usable} onEdit={setEditing} />}
      </LoadState>
      {editing && options && (
        <MeetingEditDialog
          loaded={editing.loaded}
          initial={editing.initial}
          options={options}
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
