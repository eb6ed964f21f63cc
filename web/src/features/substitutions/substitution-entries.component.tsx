import { Badge } from '@aws-amplify/ui-react';
import type { SubstitutionEntry } from '@shared/schemas/substitutions.schema.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { substitutionTexts as t } from '../../i18n/substitutions.de.js';
import './substitutions.css';

interface EntriesProps {
  /** The class ('Klasse 7a') or the teacher's short code the entries belong to. */
  name: string;
  entries: readonly SubstitutionEntry[];
  /** The teachers' view names each lesson's classes. */
  showClasses: boolean;
  isNew: (entry: SubstitutionEntry) => boolean;
}

const changed = (before: readonly string[], after: readonly string[]) =>
  after.length === 0 ? before.join(', ') : t.replacedBy(before.join(', '), after.join(', '));
const subjectOf = (entry: SubstitutionEntry) =>
  changed(entry.subject === undefined ? [] : [entry.subject], entry.newSubject === undefined ? [] : [entry.newSubject]);
const cancelledClass = (entry: SubstitutionEntry, className: string) =>
  entry.types.includes('cancel') ? `${className} substitutions__cancelled` : className;

/** The kinds of change, marked 'neu' when the last visit did not show the lesson. */
const Kinds = ({ entry, isNew }: { entry: SubstitutionEntry; isNew: boolean }) => (
  <span className="substitutions__types">
    {isNew && (
      <Badge size="small" variation="info" className="substitutions__new">
        {t.isNew}
      </Badge>
    )}
    {entry.types.map((type) => t.types[type]).join(', ')}
  </span>
);

/** Wide: a table with period (or time), the classes in the teachers' view, subject, teacher, room and the kinds of change. */
const EntryTable = ({ name, entries, showClasses, isNew }: EntriesProps) => (
  <table className="substitutions__table">
    <caption className="substitutions__group-name">{name}</caption>
    <thead>
      <tr>
        <th scope="col">{t.columns.period}</th>
        {showClasses && <th scope="col">{t.columns.className}</th>}
        <th scope="col">{t.columns.subject}</th>
        <th scope="col">{t.columns.tutor}</th>
        <th scope="col">{t.columns.room}</th>
        <th scope="col">{t.columns.change}</th>
      </tr>
    </thead>
    <tbody>
      {entries.map((entry) => (
        <tr key={entry.id} className={cancelledClass(entry, 'substitutions__entry')}>
          <td className="substitutions__period">{entry.period ?? t.time(entry.starttime, entry.endtime)}</td>
          {showClasses && <td>{entry.classes.join(', ')}</td>}
          <td>{subjectOf(entry)}</td>
          <td>{changed(entry.tutors, entry.substitutes)}</td>
          <td>{changed(entry.rooms, entry.newRooms)}</td>
          <td>
            <Kinds entry={entry} isNew={isNew(entry)} />
            {entry.text !== undefined && <span className="substitutions__text">{entry.text}</span>}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** Phone: one block per lesson, the period, classes and subject on the first line, teacher and room on the second. */
const EntryList = ({ name, entries, showClasses, isNew }: EntriesProps) => (
  <section className="substitutions__group" aria-label={name}>
    <h3 className="substitutions__group-name">{name}</h3>
    <ul className="substitutions__list">
      {entries.map((entry) => (
        <li key={entry.id} className={cancelledClass(entry, 'substitutions__entry')}>
          <span className="substitutions__line">
            <span className="substitutions__what">
              <strong>{entry.period === undefined ? t.time(entry.starttime, entry.endtime) : t.period(entry.period)}</strong>
              {[...(showClasses ? [entry.classes.join(', ')] : []), subjectOf(entry)].filter(Boolean).join(' · ')}
            </span>
            <Kinds entry={entry} isNew={isNew(entry)} />
          </span>
          <span className="substitutions__line substitutions__who">
            {t.columns.tutor}: {changed(entry.tutors, entry.substitutes)}
            {(entry.rooms.length > 0 || entry.newRooms.length > 0) && ` · ${t.columns.room}: ${changed(entry.rooms, entry.newRooms)}`}
          </span>
          {entry.text !== undefined && <span className="substitutions__text">{entry.text}</span>}
        </li>
      ))}
    </ul>
  </section>
);

/**
 * The changed lessons of one class or teacher: subject, teacher and room as planned and as changed
 * ('BRA → SCH'), the kinds of change and the text; a table on wide screens, a list on phones.
 */
export const SubstitutionEntries = (props: EntriesProps) => (useWideLayout() ? <EntryTable {...props} /> : <EntryList {...props} />);
