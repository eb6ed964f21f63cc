import { useState } from 'react';
import type { LessonRegister, LessonRegisterBody } from '@shared/schemas/classbook.schema.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { ApiError } from '../../lib/api-error.js';

const bodyOf = ({ controllStarted, topic, notice, students }: LessonRegister): LessonRegisterBody => ({
  controllStarted,
  ...(topic ? { topic } : {}),
  ...(notice ? { notice } : {}),
  students,
});

const messageOf = (error: ApiError) =>
  Object.values(error.fields ?? {})
    .map((code) => t.fieldErrors[code])
    .find(Boolean) ?? errorText(error.code);

/** The register as a save body, and `run` that saves a changed one; a failure becomes its German text. */
export const useRegisterSave = (register: LessonRegister, save: (body: LessonRegisterBody) => Promise<void>) => {
  const [failure, setFailure] = useState<string>();
  const run = (next: LessonRegisterBody) => {
    setFailure(undefined);
    save(next).catch((error: unknown) => setFailure(error instanceof ApiError ? messageOf(error) : errorText(null)));
  };
  return { body: bodyOf(register), run, failure };
};
