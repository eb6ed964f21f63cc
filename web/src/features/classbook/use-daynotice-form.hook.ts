import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { daynoticeBodySchema, daynoticeErrors, DAYNOTICE_TITLE_MAX, type DaynoticeBody } from '@shared/schemas/daynotice.schema.js';
import { berlinToday } from '@shared/week.js';
import type { Outcome } from '../../components/outcome-alert.component.js';
import { daynoticeTexts as t } from '../../i18n/classbook.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';

/** The dialog's fields, checked by the §5 rules the server checks too (shared/schemas/daynotice.schema.ts). */
const daynoticeFormSchema = z
  .object({
    studentUid: z.string().min(1, t.studentRequired),
    day: z.string(),
    endtime: z.string(),
    title: z.string().max(DAYNOTICE_TITLE_MAX),
    content: z.string(),
  })
  .superRefine((values, context) => {
    for (const [field, code] of Object.entries(daynoticeErrors(values, berlinToday())))
      context.addIssue({ code: 'custom', path: [field], message: t.errors[field]?.[code] ?? code });
  });
type DaynoticeForm = z.infer<typeof daynoticeFormSchema>;

/** The §5 texts of the API's rule codes, by 'field.code'. */
const apiTexts = Object.fromEntries(
  Object.entries(t.errors).flatMap(([field, codes]) => Object.entries(codes).map(([code, text]) => [`${field}.${code}`, text])),
);

/**
 * The day note form: a student of the lesson, the day (the lesson's, not before today), an optional
 * end time, subject and content. A saved note says so and empties subject and content for the next.
 */
export const useDaynoticeForm = (
  day: string,
  students: { uid: string; displayName: string }[],
  onSave: (body: DaynoticeBody) => Promise<void>,
) => {
  const today = berlinToday();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<DaynoticeForm>({
    resolver: germanResolver(daynoticeFormSchema),
    defaultValues: { studentUid: '', day: day < today ? today : day, endtime: '', title: '', content: '' },
  });
  const submit = async ({ studentUid, day: noteDay, endtime, title, content }: DaynoticeForm) => {
    setOutcome(null);
    try {
      await onSave({ daynoticeId: crypto.randomUUID(), studentUid, day: noteDay, ...(endtime ? { endtime } : {}), title, content });
      form.reset({ ...form.getValues(), title: '', content: '' });
      setOutcome({ ok: true, text: t.saved(students.find((student) => student.uid === studentUid)?.displayName ?? '') });
    } catch (error) {
      const atField = showApiFieldErrors(error, form.setError, {
        schema: daynoticeBodySchema,
        texts: apiTexts,
        fields: ['studentUid', 'day', 'endtime', 'title', 'content'],
      });
      if (!atField) setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return { form, today, outcome, onSubmit: form.handleSubmit(submit) };
};
