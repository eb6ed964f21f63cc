import { Alert, Button, Flex, Loader, Table, TableBody, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { LoadState } from '../../components/load-state.component.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';
import { ImportProblemView } from './import-problem.component.js';
import { isFinished as finished, useUserImport } from './user-import.api.js';

/** Step 5: the job's progress, polled until it is done, then the result. */
export const DoneStep = ({ importId, onAnother }: { importId: string; onAnother: () => void }) => {
  const { data, error } = useUserImport(importId);
  return (
    <Flex direction="column" gap="medium" data-testid="import-done" aria-live="polite">
      <LoadState look="dialog" data={data} error={error} />
      {data && !finished(data) && (
        <Flex alignItems="center" gap="small">
          <Loader />
          <Text>
            {t.done.running} {t.done.progress(data.created + data.skipped, data.total)}
          </Text>
        </Flex>
      )}
      {data?.status === 'failed' && (
        <>
          <Text>{t.done.failed}</Text>
          {data.problem && <ImportProblemView problem={data.problem} />}
        </>
      )}
      {data?.status === 'done' && (
        <>
          <Alert variation="success" hasIcon data-testid="import-finished">
            {t.done.finished}
          </Alert>
          <Table size="small" className="user-import__summary">
            <TableBody>
              <TableRow>
                <TableCell as="th" scope="row">
                  {t.done.created}
                </TableCell>
                <TableCell data-testid="import-created">{data.created}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell as="th" scope="row">
                  {t.done.skipped}
                </TableCell>
                <TableCell>{data.skipped}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <Text variation="secondary">{t.done.codesHint}</Text>
        </>
      )}
      {finished(data) && (
        <Flex gap="small" wrap="wrap">
          <Button as={Link} to="/admin" variation="primary">
            {t.done.toAdmin}
          </Button>
          <Button onClick={onAnother}>{t.done.another}</Button>
        </Flex>
      )}
    </Flex>
  );
};
