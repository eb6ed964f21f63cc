import type { AdminCalendar } from '@shared/schemas/calendar.schema.js';
import { AdminListPage } from '../../components/admin-list.page.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { CalendarEditDialog } from './calendar-edit.dialog.js';
import { useCalendarGroups, useCalendarsAdmin } from './calendar.api.js';

const t = calendarTexts.admin;

/** /admin/calendars 'Kalender': the school's calendars with their classes and courses; admins add and change them. */
export const CalendarsAdminPage = () => {
  const calendars = useCalendarsAdmin();
  const options = useCalendarGroups();
  const groupNames = new Map((options.data?.groups ?? []).map((group) => [group.id, group.displayName]));
  return (
    <AdminListPage
      kind="calendar"
      texts={t}
      entries={calendars.data?.calendars}
      error={calendars.error}
      rowOf={(calendar: AdminCalendar) => ({
        id: calendar.id,
        name: calendar.name,
        color: calendar.color,
        detail:
          [calendar.allTutors ? t.everyTutor : null, ...calendar.groupIds.map((id) => groupNames.get(id) ?? id)]
            .filter(Boolean)
            .join(', ') || t.noGroups,
      })}
      editor={(calendar, onClose) =>
        options.data && <CalendarEditDialog calendar={calendar} groups={options.data.groups} onClose={onClose} />
      }
    />
  );
};
