import { Button, Flex, Table, TableBody, TableCell, TableRow } from '@aws-amplify/ui-react';
import { userImportTexts as t } from '../../i18n/user-import.de.js';
import type { UploadedImport } from './import-file-step.component.js';

/** Step 4: what the import will do; 'Benutzer anlegen' asks once more before creating. */
export const SummaryStep = ({ upload, onCreate }: { upload: UploadedImport; onCreate: () => void }) => {
  const rows: [string, string | number][] = [
    [t.summary.group, t.groups[upload.group]],
    [t.summary.total, upload.check.total],
    [t.summary.duplicates, upload.check.duplicates.reduce((sum, entry) => sum + entry.rows.length, 0)],
    [t.summary.existing, upload.check.existing.length],
  ];
  return (
    <Flex direction="column" gap="medium" data-testid="import-summary">
      <Table size="small" className="user-import__summary">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell as="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button variation="primary" alignSelf="flex-start" onClick={onCreate}>
        {t.summary.create}
      </Button>
    </Flex>
  );
};
