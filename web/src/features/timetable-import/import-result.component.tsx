import { Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { importCategories, type TimetableImportJob } from '@shared/schemas/timetable-import.schema.js';
import { ScrollRegion } from '../../components/scroll-region.component.js';
import { importWarningText } from '../../i18n/timetable-import-warnings.de.js';
import { timetableImportTexts as t } from '../../i18n/timetable-import.de.js';

const countColumns = ['created', 'updated', 'deleted', 'unchanged'] as const;

/** The counts per area, the substitutions taken over, the holiday days left free and the warnings with file and line. */
export const ImportResult = ({ job }: { job: TimetableImportJob }) => (
  <Flex direction="column" gap="small">
    {job.counts && (
      <ScrollRegion className="timetable-import__table" label={t.result}>
        <Table size="small" variation="striped" caption={t.result} data-testid="import-counts">
          <TableHead>
            <TableRow>
              <TableCell as="th">{t.counts.category}</TableCell>
              {countColumns.map((column) => (
                <TableCell as="th" key={column}>
                  {t.counts[column]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {importCategories.flatMap((category) => {
              // Exams and break supervisions only when the import had their files.
              const count = job.counts?.[category];
              return count
                ? [
                    <TableRow key={category}>
                      <TableCell>{t.categories[category]}</TableCell>
                      {countColumns.map((column) => (
                        <TableCell key={column}>{count[column]}</TableCell>
                      ))}
                    </TableRow>,
                  ]
                : [];
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
    )}
    {job.changes !== undefined && <Text>{t.changes(job.changes)}</Text>}
    {job.holidayDays !== undefined && <Text>{t.holidayDays(job.holidayDays)}</Text>}
    <Heading level={2} fontSize="medium">
      {t.warnings(job.warningCount)}
    </Heading>
    {job.warnings.length === 0 ? (
      <Text>{t.noWarnings}</Text>
    ) : (
      <>
        {job.warningCount > job.warnings.length && (
          <Text variation="secondary">{t.warningsCut(job.warnings.length, job.warningCount)}</Text>
        )}
        <ul className="timetable-import__warnings" data-testid="import-warnings">
          {job.warnings.map((warning, index) => (
            <li key={index}>
              <strong>{t.line(warning.file, warning.line)}:</strong> {importWarningText(warning)}
            </li>
          ))}
        </ul>
      </>
    )}
  </Flex>
);
