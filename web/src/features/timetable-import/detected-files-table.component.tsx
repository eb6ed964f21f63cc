import { Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { DetectedFile } from '@shared/schemas/timetable-import.schema.js';
import { ScrollRegion } from '../../components/scroll-region.component.js';
import { timetableImportTexts as t } from '../../i18n/timetable-import.de.js';

/** What the server read from each uploaded file: its kind, encoding, separator and rows. */
export const DetectedFilesTable = ({ files }: { files: DetectedFile[] }) => (
  <ScrollRegion className="timetable-import__table" label={t.detected}>
    <Table size="small" variation="striped" caption={t.detected} data-testid="detected-files">
      <TableHead>
        <TableRow>
          <TableCell as="th">{t.columns.name}</TableCell>
          <TableCell as="th">{t.columns.kind}</TableCell>
          <TableCell as="th">{t.columns.encoding}</TableCell>
          <TableCell as="th">{t.columns.separator}</TableCell>
          <TableCell as="th">{t.columns.rows}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {files.map((file) => (
          <TableRow key={file.name}>
            <TableCell>{file.name}</TableCell>
            <TableCell>{file.kind ? t.kinds[file.kind] : t.unknownKind}</TableCell>
            <TableCell>{t.encodings[file.encoding]}</TableCell>
            <TableCell>{t.separators[file.separator]}</TableCell>
            <TableCell>{file.rows}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </ScrollRegion>
);
