import { Badge } from '@aws-amplify/ui-react';
import type { SubstitutionEntry } from '../../../../shared/schemas/substitutions.schema.js';
import { substitutionTexts as t } from '../../i18n/substitutions.de.js';

const changed = (before: readonly string[], after: readonly string[]) =>
  after.length === 0 ? before.join(', ') : t.replacedBy(before.join(', '), after.join(', '));

/**
 * The changed lessons of one class or teacher: period (or time), the class in the teachers' view,
 * subject, teacher and room as planned and as changed ('BRA → SCH'), the kinds of change and the
 * text; a lesson not seen at the last visit is marked 'neu'.
 */
export const SubstitutionTable = ({
  caption,
  entries,
  showClasses,
  isNew,
}: {
  caption: string;
  entries: readonly SubstitutionEntry[];
  showClasses: boolean;
  isNew: (entry: SubstitutionEntry) => boolean;
}) => (
  <table className="substitutions__table">
    <caption>{caption}</caption>
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
        <tr key={entry.id} className={entry.types.includes('cancel') ? 'substitutions__row--cancelled' : undefined}>
          <td className="substitutions__period">{entry.period ?? t.time(entry.starttime, entry.endtime)}</td>
          {showClasses && <td>{entry.classes.join(', ')}</td>}
          <td>{changed(entry.subject === undefined ? [] : [entry.subject], entry.newSubject === undefined ? [] : [entry.newSubject])}</td>
          <td>{changed(entry.tutors, entry.substitutes)}</td>
          <td>{changed(entry.rooms, entry.newRooms)}</td>
          <td>
            <span className="substitutions__types">
              {isNew(entry) && (
                <Badge size="small" variation="info" className="substitutions__new">
                  {t.isNew}
                </Badge>
              )}
              {entry.types.map((type) => t.types[type]).join(', ')}
            </span>
            {entry.text !== undefined && <span className="substitutions__text">{entry.text}</span>}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);
