import { Alert, Button, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import type { TimetableImportJob } from '@shared/schemas/timetable-import.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { timetableImportTexts as t } from '../../i18n/timetable-import.de.js';
import { ImportResult } from './import-result.component.js';
import { isActive, useTimetableImportJob } from './timetable-import.api.js';

/** A started import: polls the job until it is done, with progress, then counts and warnings. */
export const ImportProgress = ({ started, onAgain }: { started: TimetableImportJob; onAgain: () => void }) => {
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
