import { Alert, Button, Flex, Radio, RadioGroupField, SelectField, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { UserImportCheck } from '../../../../shared/schemas/user-import.schema.js';
import { importEncodings, importGroups, type ImportGroup } from '../../../../shared/user-import/import-format.js';
import { decodeImportFile, parseImportCsv, type ImportParseResult } from '../../../../shared/user-import/import-rows.js';
import { FileInput } from '../../components/file-input.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { ImportProblemView } from './import-problem.component.js';
import { importFileFormSchema, type ImportFileFormValues } from './import-file.form.js';
import { uploadAndCheck } from './user-import.api.js';

type ServerProblem = Extract<UserImportCheck, { ok: false }>['problem'];

export interface UploadedImport {
  importId: string;
  group: ImportGroup;
  check: Extract<UserImportCheck, { ok: true }>;
}

/** The step's inputs; what was found for them shows only while they stay the same. */
interface ImportInputs {
  file: File | undefined;
  group: ImportGroup;
  encoding: ImportFileFormValues['encoding'];
}
const sameInputs = (a: ImportInputs, b: ImportInputs) => a.file === b.file && a.group === b.group && a.encoding === b.encoding;

/** Reads the chosen file in the browser on every change: the admin sees problems before uploading. */
const useLocalCheck = ({ file, group, encoding }: ImportInputs) => {
  const [checked, setChecked] = useState<{ inputs: ImportInputs; result: ImportParseResult } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void file.arrayBuffer().then((buffer) => {
      if (current)
        setChecked({
          inputs: { file, group, encoding },
          result: parseImportCsv(decodeImportFile(new Uint8Array(buffer), encoding), group),
        });
    });
    return () => {
      current = false;
    };
  }, [file, group, encoding]);
  return checked && sameInputs(checked.inputs, { file, group, encoding }) ? checked.result : null;
};

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
  const local = useLocalCheck(inputs);
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
        <Controller
          control={control}
          name="group"
          render={({ field }) => (
            <RadioGroupField
              legend={t.file.group}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              direction="row"
            >
              {importGroups.map((value) => (
                <Radio key={value} value={value}>
                  {t.groups[value]}
                </Radio>
              ))}
            </RadioGroupField>
          )}
        />
        <SelectField label={t.file.encoding} {...register('encoding')}>
          {importEncodings.map((value) => (
            <option key={value} value={value}>
              {t.encodings[value]}
            </option>
          ))}
        </SelectField>
        <Flex direction="column" gap="xxs">
          <label htmlFor="user-import-file" className="amplify-label">
            {t.file.file}
          </label>
          <Text id="user-import-columns" variation="secondary" fontSize="small">
            {t.file.columns[group]}
          </Text>
          <FileInput
            id="user-import-file"
            accept=".csv,text/csv"
            aria-describedby="user-import-columns"
            aria-invalid={Boolean(errors.file)}
            {...register('file')}
          />
          {errors.file && (
            <Text variation="error" fontSize="small" role="alert">
              {errors.file.message}
            </Text>
          )}
        </Flex>
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
