import { Badge, Text } from '@aws-amplify/ui-react';
import type { SupervisionEntry } from '@shared/schemas/substitutions.schema.js';
import { berlinClock } from '@shared/today.js';
import { LoadState } from '../../components/load-state.component.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { substitutionTexts as t } from '../../i18n/substitutions.de.js';
import { useSupervisionPlan } from './substitutions.api.js';
import { supervisionMarks, type SupervisionMark } from './supervision-marks.model.js';

interface RowsProps {
  supervisions: readonly SupervisionEntry[];
  marks: ReadonlyMap<string, SupervisionMark>;
}

const betweenOf = (supervision: SupervisionEntry) =>
  supervision.beforePeriod === undefined ? '' : t.between(supervision.afterPeriod, supervision.beforePeriod);
/** The planned tutor, 'SCH → MÜL' when another takes it over; a cancelled one says so. */
const whoOf = (supervision: SupervisionEntry) =>
  supervision.substitutes.length > 0
    ? t.replacedBy(supervision.tutors.join(', '), supervision.substitutes.join(', '))
    : supervision.tutors.join(', ');
const rowClass = (supervision: SupervisionEntry, base: string) => (supervision.cancelled ? `${base} substitutions__cancelled` : base);

const Mark = ({ mark }: { mark: SupervisionMark | undefined }) =>
  mark ? (
    <Badge size="small" variation={mark === 'now' ? 'success' : 'info'} className="supervisions__mark">
      {t.marks[mark]}
    </Badge>
  ) : null;

const Note = ({ supervision }: { supervision: SupervisionEntry }) => (
  <>
    {supervision.cancelled && <span className="substitutions__types">{t.supervisionCancelled}</span>}
    {supervision.text !== undefined && <span className="substitutions__text">{supervision.text}</span>}
  </>
);

/** Wide: a table of time, break, place, tutor and note. */
const SupervisionTable = ({ supervisions, marks }: RowsProps) => (
  <table className="substitutions__table">
    <thead>
      <tr>
        <th scope="col">{t.supervisionColumns.time}</th>
        <th scope="col">{t.supervisionColumns.between}</th>
        <th scope="col">{t.supervisionColumns.place}</th>
        <th scope="col">{t.supervisionColumns.tutor}</th>
        <th scope="col">{t.supervisionColumns.note}</th>
      </tr>
    </thead>
    <tbody>
      {supervisions.map((supervision) => (
        <tr key={supervision.id} className={rowClass(supervision, 'substitutions__entry')} data-testid="supervision">
          <td className="substitutions__period">
            {t.time(supervision.starttime, supervision.endtime)} <Mark mark={marks.get(supervision.id)} />
          </td>
          <td>{betweenOf(supervision)}</td>
          <td>{supervision.place}</td>
          <td>{whoOf(supervision)}</td>
          <td>
            <Note supervision={supervision} />
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** Phone: one block per supervision, time and place on the first line, break and tutor on the second. */
const SupervisionList = ({ supervisions, marks }: RowsProps) => (
  <ul className="substitutions__list">
    {supervisions.map((supervision) => (
      <li key={supervision.id} className={rowClass(supervision, 'substitutions__entry')} data-testid="supervision">
        <span className="substitutions__line">
          <span className="substitutions__what">
            <strong>{t.time(supervision.starttime, supervision.endtime)}</strong> {supervision.place}
          </span>
          <Mark mark={marks.get(supervision.id)} />
        </span>
        <span className="substitutions__line substitutions__who">
          {[betweenOf(supervision), `${t.supervisionColumns.tutor}: ${whoOf(supervision)}`].filter(Boolean).join(' · ')}
        </span>
        <Note supervision={supervision} />
      </li>
    ))}
  </ul>
);

/**
 * 'Aufsichten' on the Vertretungsplan (tutors and admins): every break supervision of the school on
 * the plan's two days, who takes one over, and today's running one marked 'jetzt' (or the next ones
 * 'als Nächstes').
 */
export const SupervisionsView = ({ dayTitle, today }: { dayTitle: (day: string) => string; today: string }) => {
  const { data, error } = useSupervisionPlan();
  const wide = useWideLayout();
  return (
    <LoadState data={data} error={error} look="page">
      {(plan) => {
        const marks = supervisionMarks(plan.days, today, berlinClock(new Date()).time);
        return (
          <div className="substitutions__days" data-testid="supervisions">
            {plan.days.map((day) => (
              <section key={day.day} className="substitutions__day panel" aria-label={dayTitle(day.day)}>
                <h2>
                  {dayTitle(day.day)}
                  {day.day === today && <span className="substitutions__today"> ({t.today})</span>}
                </h2>
                {day.supervisions.length === 0 ? (
                  <Text className="substitutions__empty">{t.noSupervisions}</Text>
                ) : wide ? (
                  <SupervisionTable supervisions={day.supervisions} marks={marks} />
                ) : (
                  <SupervisionList supervisions={day.supervisions} marks={marks} />
                )}
              </section>
            ))}
          </div>
        );
      }}
    </LoadState>
  );
};
