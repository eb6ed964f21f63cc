import { Alert, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { TimetableImportJob } from '../../../../shared/schemas/timetable-import.schema.js';
import { PageHeader } from '../../components/page-header.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { timetableImportTexts as t } from '../../i18n/timetable-import.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { ChooseFilesForm } from './choose-files.form.js';
import { DetectedFilesTable } from './detected-files.table.js';
import { ImportResult } from './import-result.component.js';
import { isActive, startTimetableImport, useTimetableImportJob } from './timetable-import.api.js';
import './timetable-import.css';

/** A started import: polls the job until it is done, with progress, then counts and warnings. */
const ImportProgress = ({ started, onAgain }: { started: TimetableImportJob; onAgain: () => void }) => {
  const { data } = useTimetableImportJob(started);
  const job = data ?? started;
  return (
    <Flex direction="column" gap="small" data-testid="import-job" data-status={job.status}>
      <div role="status">
        <Heading level={2} fontSize="large">
          {t.status[job.status]}
        </Heading>
      </div>
      {isActive(job) && (
        <Loader
          variation="linear"
          percentage={job.progress}
          isDeterminate
          isPercentageTextHidden={false}
          aria-label={t.progress(job.progress)}
        />
      )}
      {job.status === 'failed' && <Alert variation="error">{errorText(job.error)}</Alert>}
      {(job.status === 'done' || job.status === 'failed') && (
        <>
          <ImportResult job={job} />
          <Button alignSelf="flex-start" onClick={onAgain}>
            {t.anotherImport}
          </Button>
        </>
      )}
    </Flex>
  );
};

/**
 * /admin/timetable-import 'Stundenplan importieren': choose the Untis exports, see what each file
 * is, start the import job and follow it to its counts and warnings.
 */
export const TimetableImportPage = () => {
  const [job, setJob] = useState<TimetableImportJob | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (inspected: TimetableImportJob) => {
    setStarting(true);
    setFailure(null);
    try {
      setJob(await startTimetableImport(inspected.jobId));
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    } finally {
      setStarting(false);
    }
  };

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
