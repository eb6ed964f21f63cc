import { Alert, Button, Card, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { TimetableImportJob } from '@shared/schemas/timetable-import.schema.js';
import { PageHeader } from '../../components/page-header.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { timetableImportTexts as t } from '../../i18n/timetable-import.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useBusyAction } from '../../lib/use-busy-action.hook.js';
import { ChooseFilesForm } from './choose-files-form.component.js';
import { DetectedFilesTable } from './detected-files-table.component.js';
import { ImportProgress } from './import-progress.component.js';
import { startTimetableImport } from './timetable-import.api.js';
import './timetable-import.css';

/**
 * /admin/timetable-import 'Stundenplan importieren': choose the Untis exports, see what each file
 * is, start the import job and follow it to its counts and warnings.
 */
export const TimetableImportPage = () => {
  const [job, setJob] = useState<TimetableImportJob | null>(null);
  const { busy: starting, failure, run } = useBusyAction((error) => errorText(errorCodeOf(error)));
  const start = (inspected: TimetableImportJob) =>
    run(async () => {
      setJob(await startTimetableImport(inspected.jobId));
    });

  return (
    <main className="page timetable-import" data-testid="timetable-import-page">
      <PageHeader back="/admin" title={t.title} />
      <Card variation="outlined">
        <Flex direction="column" gap="medium">
          <Text>{t.intro}</Text>
          <Text variation="secondary">{t.again}</Text>
          {job === null && <ChooseFilesForm onInspected={setJob} />}
          {job && <DetectedFilesTable files={job.files} />}
          {job?.status === 'inspected' && (
            <>
              {failure && <Alert variation="error">{failure}</Alert>}
              <Flex gap="small" wrap="wrap">
                <Button variation="primary" isLoading={starting} onClick={() => void start(job)}>
                  {t.start}
                </Button>
                <Button onClick={() => setJob(null)}>{t.other}</Button>
              </Flex>
            </>
          )}
          {job && job.status !== 'inspected' && <ImportProgress started={job} onAgain={() => setJob(null)} />}
        </Flex>
      </Card>
    </main>
  );
};
