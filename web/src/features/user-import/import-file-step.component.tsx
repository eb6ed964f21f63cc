import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UserImportCheck } from '@shared/schemas/user-import.schema.js';
import type { ImportGroup } from '@shared/user-import/import-format.js';
import { errorText } from '../../i18n/errors.de.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { ImportFileFields } from './import-file-fields.component.js';
import { importFileFormSchema, isCsv, type ImportFileFormValues } from './import-file-form.schema.js';
import { ImportProblemView } from './import-problem.component.js';
import { sameInputs, useLocalCheck, type ImportInputs } from './use-local-check.hook.js';
import { uploadAndCheck } from './user-import.api.js';

type ServerProblem = Extract<UserImportCheck, { ok: false }>['problem'];

export interface UploadedImport {
  importId: string;
  group: ImportGroup;
  check: Extract<UserImportCheck, { ok: true }>;
}

/** Step 1 'Datenimport': group, encoding and file; any change of them starts the check anew. */
export const ImportFileStep = ({
  defaultGroup,
  onUploaded,
}: {
  defaultGroup: ImportGroup;
  onUploaded: (upload: UploadedImport) => void;
}) => {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ImportFileFormValues>({
    resolver: zodResolver(importFileFormSchema),
    defaultValues: { group: defaultGroup, encoding: 'windows-1252' },
  });
  const [group, encoding, files] = useWatch({ control, name: ['group', 'encoding', 'file'] });
  // Before the first pick the field holds no FileList, whatever the form's value type says.
  const chosen = files as FileList | undefined;
  const inputs: ImportInputs = { file: chosen?.[0], group, encoding };
  // A file that is no CSV file is not read: its columns would mean nothing.
  const notCsv = inputs.file !== undefined && !isCsv(inputs.file);
  const local = useLocalCheck(notCsv ? { ...inputs, file: undefined } : inputs);
  const [outcome, setOutcome] = useState<{ inputs: ImportInputs; problem?: ServerProblem; failure?: string } | null>(null);
  const { problem: serverProblem = null, failure = null } = outcome && sameInputs(outcome.inputs, inputs) ? outcome : {};

  const submit = async (values: ImportFileFormValues) => {
    if (!local?.ok) return;
    try {
      const { importId, check } = await uploadAndCheck(values);
      if (check.ok) onUploaded({ importId, group: values.group, check });
      else setOutcome({ inputs, problem: check.problem });
    } catch (error) {
      setOutcome({ inputs, failure: errorText(errorCodeOf(error)) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="import-file-form">
      <Flex direction="column" gap="medium">
        <ImportFileFields control={control} register={register} group={group} fileError={notCsv ? t.file.notCsv : errors.file?.message} />
        {local && !local.ok && <ImportProblemView problem={local.problem} />}
        {serverProblem && <ImportProblemView problem={serverProblem} />}
        {local?.ok && !serverProblem && <Text data-testid="import-rows">{t.file.rows(local.rows.length)}</Text>}
        {failure && <Alert variation="error">{failure}</Alert>}
        <Button
          type="submit"
          variation="primary"
          alignSelf="flex-start"
          isDisabled={!local?.ok || Boolean(serverProblem)}
          isLoading={isSubmitting}
          loadingText={t.file.uploading}
        >
          {t.next}
        </Button>
      </Flex>
    </form>
  );
};
