import { Alert, Button, Flex, Radio, RadioGroupField, SelectField, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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

export interface UploadedImport {
  importId: string;
  group: ImportGroup;
  check: Extract<UserImportCheck, { ok: true }>;
}

/** Reads the chosen file in the browser on every change: the admin sees problems before uploading. */
const useLocalCheck = (files: FileList | undefined, group: ImportGroup, encoding: ImportFileFormValues['encoding']) => {
  const [result, setResult] = useState<ImportParseResult | null>(null);
  useEffect(() => {
    const file = files?.[0];
    setResult(null);
    if (!file) return;
    let current = true;
    void file.arrayBuffer().then((buffer) => {
      if (current) setResult(parseImportCsv(decodeImportFile(new Uint8Array(buffer), encoding), group));
    });
    return () => {
      current = false;
    };
  }, [files, group, encoding]);
  return result;
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
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ImportFileFormValues>({
    resolver: zodResolver(importFileFormSchema),
    defaultValues: { group: defaultGroup, encoding: 'windows-1252' },
  });
  const [group, encoding, files] = watch(['group', 'encoding', 'file']);
  const local = useLocalCheck(files, group, encoding);
  const [serverProblem, setServerProblem] = useState<Extract<UserImportCheck, { ok: false }>['problem'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setServerProblem(null);
    setFailure(null);
  }, [files, group, encoding]);

  const submit = async (values: ImportFileFormValues) => {
    if (!local?.ok) return;
    try {
      const { importId, check } = await uploadAndCheck(values);
      if (check.ok) onUploaded({ importId, group: values.group, check });
      else setServerProblem(check.problem);
    } catch (error) {
      setFailure(errorText(errorCodeOf(error)));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} data-testid="import-file-form">
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
