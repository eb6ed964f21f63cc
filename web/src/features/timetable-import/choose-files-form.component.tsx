import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useState, type SubmitEvent } from 'react';
import type { TimetableImportJob } from '@shared/schemas/timetable-import.schema.js';
import { FileInput } from '../../components/file-input.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { timetableImportTexts as t } from '../../i18n/timetable-import.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { uploadAndInspect } from './timetable-import.api.js';

/** Choosing the export files; 'Dateien prüfen' uploads them and shows what the server recognised. */
export const ChooseFilesForm = ({ onInspected }: { onInspected: (job: TimetableImportJob) => void }) => {
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setFailure(t.filesRequired);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onInspected(await uploadAndInspect(files));
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="timetable-import-form">
      <Flex direction="column" gap="small">
        <label htmlFor="timetable-import-files" className="amplify-label">
          {t.files}
        </label>
        <FileInput
          id="timetable-import-files"
          multiple
          accept=".txt,.TXT,.csv,text/plain,text/csv"
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            setFailure(null);
          }}
        />
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={busy} loadingText={t.checking}>
          {t.check}
        </Button>
      </Flex>
    </form>
  );
};
