import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { registrationTexts as t } from '../../i18n/registration.de.js';
import { useAuth } from '../auth/index.js';
import type { AddedStudent } from './added-students.component.js';
import { checkCode } from './check-code.model.js';
import type { CredentialsFormValues } from './credentials-form.schema.js';
import { registerGuardian } from './registration.api.js';

/** The children a guardian adds by their codes, the notice of an added code, and the registration with them. */
export const useGuardianRegistration = () => {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [students, setStudents] = useState<AddedStudent[]>([]);
  const [notice, setNotice] = useState<{ id: number; text: string } | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const closeNotice = useCallback(() => setNotice(null), []);

  const addCode = async (code: string) => {
    if (students.some((student) => student.code === code.toLowerCase())) return t.code.duplicate;
    const result = await checkCode(code, 'guardian');
    if ('error' in result) return result.error;
    setStudents((current) => [...current, { ...result.checked, legal: false }]);
    setNeedsCode(false);
    setNotice({ id: Date.now(), text: t.code.added });
    return null;
  };

  const register = async (values: CredentialsFormValues) => {
    await registerGuardian({
      codes: students.map((student) => ({ code: student.code, legal: student.legal })),
      username: values.username,
      password: values.password,
      displayName: values.displayName,
      ...(values.noEmail ? {} : { email: values.email }),
    });
    await signIn(values.username, values.password);
    void navigate('/', { replace: true });
  };

  return { students, setStudents, notice, closeNotice, needsCode, setNeedsCode, addCode, register };
};
