import { CheckboxField, TextField } from '@aws-amplify/ui-react';
import { registrationTexts } from '../../i18n/registration.de.js';
import type { CredentialsForm } from './credentials-form.schema.js';

const t = registrationTexts.credentials;

/** A tutor's 'Klassenlehrer/in' and, when ticked, the class. */
export const ClassTeacherFields = ({ form }: { form: CredentialsForm }) => {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const classTeacher = watch('classTeacher');
  return (
    <>
      <CheckboxField
        label={t.classTeacher}
        checked={classTeacher}
        onChange={(event) => setValue('classTeacher', event.target.checked)}
        name="classTeacher"
      />
      {classTeacher && (
        <TextField
          label={t.className}
          hasError={Boolean(errors.className)}
          errorMessage={errors.className?.message}
          {...register('className')}
        />
      )}
    </>
  );
};
