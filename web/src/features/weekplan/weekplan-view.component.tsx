import { Button } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, berlinToday, daysFrom, isIsoDay, mondayOf, nextSchoolDay, previousSchoolDay, schoolDayOnOrAfter } from '@shared/week.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { OfflineNotice } from '../../components/offline-notice.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { weekplanTexts } from '../../i18n/weekplan.de.js';
import { useOnline } from '../../lib/use-online.hook.js';
import { WeekplanGrid } from './weekplan-grid.component.js';
import { WEEK_DAYS, WeekplanNavigation } from './weekplan-navigation.component.js';
import { useWeekplan } from './weekplan.api.js';
import './weekplan.css';

// Loaded when opened: the dialog library stays out of the weekplan's first load.
const GoToDateDialog = lazy(() => import('./go-to-date.dialog.js').then((m) => ({ default: m.GoToDateDialog })));

interface WeekplanViewProps {
  title: string;
  backTo: string;
  /** The plan of this group (Meine Klassen); without it the caller's own plan. */
  groupId?: string;
  /** The group's plan of this past school year (read only); without it the active year's. */
  schoolYearId?: string;
  /** Shown under the header, e.g. the group selector. */
  toolbar?: ReactNode;
  clickable: boolean;
  testId: string;
}

/**
 * A week plan: Monday to Friday on wide screens, one day on phones (weekends skipped), with previous
 * and next, 'Zu Datum springen' and today highlighted. Used by /weekplan and /mygroups/{id}. The day
 * shown is in the address (`?date=YYYY-MM-DD`, replaced as one moves: a reload or a shared link opens
 * the same week); without it, today. Offline it shows the weeks as last seen, and tiles do not open
 * the event's details (they need the network).
 */
export const WeekplanView = ({ title, backTo, groupId, schoolYearId, toolbar, clickable, testId }: WeekplanViewProps) => {
  const wide = useWideLayout();
  const today = berlinToday();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('date');
  const anchor = requested !== null && isIsoDay(requested) ? requested : today;
  const setAnchor = (date: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('date', date);
        return next;
      },
      { replace: true },
    );
  const [dialogOpen, setDialogOpen] = useState(false);

  const day = schoolDayOnOrAfter(anchor);
  const monday = mondayOf(day);
  const { data, error, offlineSince } = useWeekplan({ from: monday, days: WEEK_DAYS }, groupId, schoolYearId);
  const online = useOnline();
  const days = wide ? daysFrom(monday, WEEK_DAYS) : [day];
  const events = (data?.events ?? []).filter((event) => days.includes(event.day));

  const previous = () => setAnchor(wide ? addDays(monday, -7) : previousSchoolDay(day));
  const next = () => setAnchor(wide ? addDays(monday, 7) : nextSchoolDay(day));

  return (
    <main className="page weekplan" data-testid={testId} data-view={wide ? 'week' : 'day'}>
      <PageHeader
        back={backTo}
        title={title}
        actions={
          <Button size="small" onClick={() => setDialogOpen(true)} gap="xs">
            <Icon name="calendar" size={20} />
            {weekplanTexts.goToDate}
          </Button>
        }
      />
      {toolbar}
      <WeekplanNavigation wide={wide} monday={monday} day={day} onPrevious={previous} onNext={next} />
      <OfflineNotice since={offlineSince} />
      <LoadState
        look="page"
        data={data}
        error={error}
        empty={{ when: () => events.length === 0, text: weekplanTexts.empty, testId: 'weekplan-empty' }}
      >
        {({ blocks }) => (
          <div className="weekplan__scroll">
            <WeekplanGrid days={days} today={today} blocks={blocks} events={events} clickable={clickable && online} />
          </div>
        )}
      </LoadState>
      {dialogOpen && (
        <Suspense fallback={null}>
          <GoToDateDialog open onOpenChange={setDialogOpen} current={day} today={today} onSelect={setAnchor} />
        </Suspense>
      )}
    </main>
  );
};
