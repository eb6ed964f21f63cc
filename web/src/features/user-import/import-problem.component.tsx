import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { ImportProblem } from '@shared/user-import/import-format.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';

/** Why the file cannot be imported: the spec's message and, for faulty rows, row number and message. */
export const ImportProblemView = ({ problem }: { problem: ImportProblem }) => (
  <Alert variation="error" hasIcon data-testid="import-problem">
    {problem.message}
    {problem.report.length > 0 && (
      <Table size="small" variation="striped" className="user-import__report">
        <TableHead>
          <TableRow>
            <TableCell as="th">{t.file.reportRow}</TableCell>
            <TableCell as="th">{t.file.reportMessage}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problem.report.map((error) => (
            <TableRow key={`${error.row}-${error.message}`}>
              <TableCell>{error.row}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
  </Alert>
);
