import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generateUsername } from '@shared/generated-username.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { credentialsFormSchema, type CredentialsFormInput, type CredentialsFormValues } from './credentials-form.schema.js';

const secureRandom = () => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
};

/**
 * The credentials form with its generated user ID; `onSubmit` registers (a failure keeps its
 * error code), an invalid submit counts up `invalidCount`.
 */
export const useCredentialsForm = (
  kind: 'guardian' | 'tutor' | 'student',
  usernamePrefix: string,
  onRegister: (values: CredentialsFormValues) => Promise<void>,
) => {
  const [username] = useState(() => generateUsername(secureRandom, usernamePrefix));
  const [invalidCount, setInvalidCount] = useState(0);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const form = useForm<CredentialsFormInput, unknown, CredentialsFormValues>({
    resolver: zodResolver(credentialsFormSchema(kind)),
    defaultValues: {
      username,
      displayName: '',
      noEmail: false,
      email: '',
      password: '',
      passwordRepeat: '',
      classTeacher: false,
      className: '',
      terms: false,
    },
  });
  const submit = async (values: CredentialsFormValues) => {
    setFailure(undefined);
    try {
      await onRegister(values);
    } catch (error) {
      setFailure(errorCodeOf(error));
    }
  };
  const onSubmit = form.handleSubmit(submit, () => setInvalidCount((count) => count + 1));
  return { form, username, invalidCount, failure, onSubmit };
};
