import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../i18n/errors.de.js';
import { studentCodesTexts as studentCodes } from '../../i18n/guardians.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { addStudentByCode } from './guardians.api.js';
import { studentCodeFormSchema, type StudentCodeFormInput, type StudentCodeFormValues } from './student-code-form.schema.js';

/** The code field with 'hinzufügen': links the child of a guardian code, then `onAdded` refreshes the children. */
export const AddStudentCode = ({ onAdded }: { onAdded: () => Promise<unknown> }) => {
  const [added, setAdded] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StudentCodeFormInput, unknown, StudentCodeFormValues>({
    resolver: zodResolver(studentCodeFormSchema),
    defaultValues: { code: '' },
  });

  const submit = async ({ code }: StudentCodeFormValues) => {
    try {
      await addStudentByCode(code);
    } catch (error) {
      const errorCode = errorCodeOf(error);
      setError('code', { message: errorText(errorCode === 'validation-failed' ? 'code-invalid' : errorCode) });
      return;
    }
    await onAdded();
    reset();
    setAdded(true);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Flex direction="column" gap="small">
        <Text color="font.secondary">{studentCodes.intro}</Text>
        <Flex gap="small" alignItems="flex-start" wrap="wrap">
          <TextField
            className="student-codes__field"
            label={studentCodes.code}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            hasError={Boolean(errors.code)}
            errorMessage={errors.code?.message}
            {...register('code', { onChange: () => setAdded(false) })}
          />
          <Button type="submit" className="student-codes__button" isLoading={isSubmitting}>
            {studentCodes.add}
          </Button>
        </Flex>
        {added && (
          <Alert variation="success" role="status">
            {studentCodes.added}
          </Alert>
        )}
      </Flex>
    </form>
  );
};
