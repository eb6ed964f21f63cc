import { Button, Tabs, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { useEffect, useState } from 'react';
import type { SubstitutionDay, SubstitutionEntry } from '@shared/schemas/substitutions.schema.js';
import { berlinToday } from '@shared/week.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { substitutionTexts as t } from '../../i18n/substitutions.de.js';
import { useBootstrap } from '../auth/index.js';
import { lastSeenSubstitutions, rememberSeenSubstitutions } from './seen-substitutions.store.js';
import { SubstitutionEntries } from './substitution-entries.component.js';
import { byClass, byTutor, ofClass, seenKey, type SubstitutionGroup } from './substitution-groups.model.js';
import { useSubstitutionPlan } from './substitutions.api.js';
import { SupervisionsView } from './supervisions-view.component.js';
import '../../components/panel.css';
import './substitutions.css';

type View = 'own' | 'classes' | 'tutors' | 'supervisions';

const dayTitle = (day: string) => format(parseISO(day), 'EEEE, dd.MM.yyyy', { locale: de });

/** One day of the plan in the chosen view: a table per class or teacher, or 'Keine Änderungen'. */
const PlanDay = ({
  day,
  view,
  ownClass,
  isNew,
}: {
  day: SubstitutionDay;
  view: View;
  ownClass?: string;
  isNew: (entry: SubstitutionEntry) => boolean;
}) => {
  const groups: SubstitutionGroup[] =
    view === 'tutors'
      ? byTutor(day.entries)
      : byClass(view === 'own' && ownClass !== undefined ? ofClass(day.entries, ownClass) : day.entries);
  const title = dayTitle(day.day);
  return (
    <section className="substitutions__day panel" aria-label={title} data-testid={`substitutions-day-${day.day}`}>
      <h2>
        {title}
        {day.day === berlinToday() && <span className="substitutions__today"> ({t.today})</span>}
      </h2>
      {groups.length === 0 ? (
        <Text className="substitutions__empty">{view === 'own' && ownClass !== undefined ? t.noOwnClass(ownClass) : t.empty}</Text>
      ) : (
        groups.map((group) => (
          <SubstitutionEntries
            key={group.name}
            name={view === 'tutors' ? group.name : t.ownClass(group.name)}
            entries={group.entries}
            showClasses={view === 'tutors'}
            isNew={isNew}
          />
        ))
      )}
    </section>
  );
};

/**
 * /substitutions, the Vertretungsplan: every change of the whole school today (or the next school
 * day) and the next school day, as the person's role may see them. Students and guardians see their
 * (child's) class first with 'Alle Klassen' one tap away; tutors all classes and a view by teacher
 * ('Lehrkräfte') and who supervises where in the breaks ('Aufsichten'). Lessons not seen at the last visit on this device are marked 'neu'. 'Drucken'
 * prints it on A4 with the school's name and the time it was read.
 */
export const SubstitutionsPage = () => {
  const bootstrap = useBootstrap();
  const { data, error } = useSubstitutionPlan();
  const isTutor = bootstrap.internalRole === 'tutor';
  const child = bootstrap.students.find((student) => student.uid === bootstrap.activeStudentUid);
  const ownClass = isTutor ? undefined : (child?.groupDisplayName ?? bootstrap.user.userInfo.groupDisplayName);
  const [view, setView] = useState<View>(isTutor || ownClass === undefined ? 'classes' : 'own');
  const owner = bootstrap.user.uid;
  const [lastSeen] = useState(() => lastSeenSubstitutions(owner));
  useEffect(() => {
    if (data)
      rememberSeenSubstitutions(
        owner,
        data.days.flatMap((day) => day.entries.map(seenKey)),
      );
  }, [data, owner]);
  const isNew = (entry: SubstitutionEntry) => lastSeen !== null && !lastSeen.has(seenKey(entry));
  const days = (planDays: SubstitutionDay[], shown: View) =>
    shown === 'supervisions' ? (
      <SupervisionsView dayTitle={dayTitle} today={berlinToday()} />
    ) : (
      <div className="substitutions__days">
        {planDays.map((day) => (
          <PlanDay key={day.day} day={day} view={shown} ownClass={ownClass} isNew={isNew} />
        ))}
      </div>
    );
  const views: { value: View; label: string }[] = isTutor
    ? [
        { value: 'classes', label: t.classes },
        { value: 'tutors', label: t.tutors },
        { value: 'supervisions', label: t.supervisions },
      ]
    : [
        ...(ownClass === undefined ? [] : [{ value: 'own' as const, label: t.ownClass(ownClass) }]),
        { value: 'classes', label: t.allClasses },
      ];

  return (
    <main className="page substitutions" data-testid="substitutions-page">
      <PageHeader
        back="/"
        title={t.title}
        actions={
          <Button size="small" className="substitutions__print" onClick={() => window.print()}>
            {t.print}
          </Button>
        }
      />
      <LoadState data={data} error={error} look="page">
        {(plan) => (
          <>
            <p className="substitutions__stand">
              <span className="substitutions__school">{plan.schoolName}</span>
              <span>{t.readAt(format(parseISO(plan.readAt), 'dd.MM.yyyy, HH:mm', { locale: de }))}</span>
            </p>
            {views.length > 1 ? (
              <Tabs
                className="substitutions__views"
                isLazy
                value={view}
                onValueChange={(value) => setView(value as View)}
                items={views.map((item) => ({ label: item.label, value: item.value, content: days(plan.days, item.value) }))}
              />
            ) : (
              days(plan.days, view)
            )}
          </>
        )}
      </LoadState>
    </main>
  );
};
