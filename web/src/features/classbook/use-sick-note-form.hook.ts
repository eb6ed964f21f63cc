import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { noticeSchema, sickNoteDayErrors } from '@shared/schemas/classbook.schema.js';
import { berlinToday } from '@shared/week.js';
import type { Outcome } from '../../components/outcome-alert.component.js';
import { sickNoteTexts as t } from '../../i18n/classbook.de.js';
import { ApiError } from '../../lib/api-error.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver } from '../../lib/form-validation.js';
import { germanDay } from '../../lib/german-date.js';
import { reportSickness } from './classbook.api.js';

/** The dialog's fields, checked by the same day rules as the server's (today: the school's day). */
const sickNoteFormSchema = (today: string) =>
  z
    .object({ start: z.string().min(1, t.startRequired), end: z.string().min(1, t.endRequired), notice: noticeSchema })
    .superRefine((form, context) => {
      if (!form.start || !form.end) return;
      for (const [path, code] of Object.entries(sickNoteDayErrors(form.start, form.end, today)))
        context.addIssue({ code: 'custom', path: [path], message: t.dayErrors[code] ?? code });
    });
type SickNoteForm = z.infer<ReturnType<typeof sickNoteFormSchema>>;

/** The sick note form (today by default); a sent one names the school days it became an absence on. */
export const useSickNoteForm = () => {
  const [today] = useState(() => berlinToday());
  const [sickNoteId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<SickNoteForm>({
    resolver: germanResolver(sickNoteFormSchema(today)),
    defaultValues: { start: today, end: today, notice: '' },
  });
  const submit = async (values: SickNoteForm) => {
    try {
      const { days } = await reportSickness({
        sickNoteId,
        start: values.start,
        end: values.end,
        ...(values.notice.trim() ? { notice: values.notice.trim() } : {}),
      });
      setOutcome({ ok: true, text: t.sent(days.map(germanDay).join(', ')) });
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [field, code] of fields)
        if ((field === 'start' || field === 'end') && t.dayErrors[code]) form.setError(field, { message: t.dayErrors[code] });
      setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return { form, today, outcome, sent: outcome?.ok === true, onSubmit: form.handleSubmit(submit) };
};

export type SickNoteFormState = ReturnType<typeof useSickNoteForm>;
