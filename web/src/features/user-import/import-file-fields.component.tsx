import { Flex, Radio, RadioGroupField, SelectField, Text } from '@aws-amplify/ui-react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { importEncodings, importGroups, type ImportGroup } from '@shared/user-import/import-format.js';
import { FileInput } from '../../components/file-input.component.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';
import type { ImportFileFormValues } from './import-file-form.schema.js';

interface ImportFileFieldsProps {
  control: Control<ImportFileFormValues>;
  register: UseFormRegister<ImportFileFormValues>;
  /** The chosen group: the file's columns are explained for it. */
  group: ImportGroup;
  fileError?: string;
}

/** The group, the encoding and the CSV file with the columns it needs. */
export const ImportFileFields = ({ control, register, group, fileError }: ImportFileFieldsProps) => (
  <>
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
        aria-invalid={fileError !== undefined}
        {...register('file')}
      />
      {fileError && (
        <Text variation="error" fontSize="small" role="alert">
          {fileError}
        </Text>
      )}
    </Flex>
  </>
);
