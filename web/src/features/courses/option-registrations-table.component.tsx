import { Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import type { CourseRegistrations } from '@shared/schemas/course.schema.js';
import { berlinToday } from '@shared/week.js';
import { courseTexts as t } from '../../i18n/courses.de.js';
import { germanDay } from '../../lib/german-date.js';

/** The students registered for one option: name, class, priority; with an allocation also the date and whether they got a place. */
export const OptionRegistrationsTable = ({ view, optionId }: { view: CourseRegistrations; optionId: string }) => {
  const rows = view.registrations.filter((registration) => registration.optionId === optionId);
  const allotted = new Map(view.allocation?.entries.map((entry) => [entry.studentUid, entry.optionId]) ?? []);
  if (rows.length === 0) return <Text fontSize="small">{t.tutor.noRegistrations}</Text>;
  return (
    <div className="course-table">
      <Table size="small" data-testid="registration-table">
        <TableHead>
          <TableRow>
            {t.csvColumns.slice(1, view.allocation ? 6 : 4).map((column) => (
              <TableCell as="th" key={column}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.studentUid}>
              <TableCell>{row.displayName}</TableCell>
              <TableCell>{row.group}</TableCell>
              <TableCell>{row.priority ?? ''}</TableCell>
              {view.allocation && <TableCell>{germanDay(berlinToday(new Date(row.createdAt)))}</TableCell>}
              {view.allocation && <TableCell>{allotted.get(row.studentUid) === optionId ? 'ja' : 'nein'}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};
