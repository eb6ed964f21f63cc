import { Button, Flex, TextAreaField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { SICK_NOTE_LEAD_DAYS, SICK_NOTE_MAX_DAYS, sickNoteDayErrors } from '../../../../shared/schemas/classbook.schema.js';
import { addDays, berlinToday } from '../../../../shared/week.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { DateField } from '../../components/date-field.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { sickNoteTexts as t } from '../../i18n/classbook.de.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanDay } from '../../lib/german-date.js';
import { useAuth } from '../auth/index.js';

/** The dialog's fields, checked by the same day rules as the server's (today: the school's day). */
const sickNoteFormSchema = (today: string) =>
  z
    .object({ start: z.string().min(1, t.startRequired), end: z.string().min(1, t.endRequired), notice: z.string().max(500) })
    .superRefine((form, context) => {
      if (!form.start || !form.end) return;
      for (const [path, code] of Object.entries(sickNoteDayErrors(form.start, form.end, today)))
        context.addIssue({ code: 'custom', path: [path], message: t.dayErrors[code] ?? code });
    });
type SickNoteForm = z.infer<ReturnType<typeof sickNoteFormSchema>>;

/**
 * 'Krankmeldung' for the guardian's active child: first and last sick day (today by default) and
 * an optional note. The answer names the school days it became an absence on.
 */
export const SickNoteDialog = ({ onClose }: { onClose: () => void }) => {
  const { activeStudent } = useAuth();
  const [today] = useState(() => berlinToday());
  const [sickNoteId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SickNoteForm>({
    resolver: zodResolver(sickNoteFormSchema(today)),
    defaultValues: { start: today, end: today, notice: '' },
  });
  const sent = outcome?.ok === true;
  const submit = async (form: SickNoteForm) => {
    try {
      const { days } = await callApi('reportSickness', {
        body: { sickNoteId, start: form.start, end: form.end, ...(form.notice.trim() ? { notice: form.notice.trim() } : {}) },
      });
      setOutcome({ ok: true, text: t.sent(days.map(germanDay).join(', ')) });
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [field, code] of fields)
        if ((field === 'start' || field === 'end') && t.dayErrors[code]) setError(field, { message: t.dayErrors[code] });
      setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title(activeStudent?.displayName ?? '')}
      description={t.intro}
      testId="sick-note-dialog"
      actions={
        sent ? (
          <Button size="small" variation="primary" onClick={onClose}>
            {t.close}
          </Button>
        ) : (
          <>
            <Button size="small" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button size="small" variation="primary" type="submit" form="sick-note-form" isLoading={isSubmitting}>
              {t.send}
            </Button>
          </>
        )
      }
    >
      <form noValidate id="sick-note-form" onSubmit={(event) => void handleSubmit(submit)(event)}>
        <Flex direction="column" gap="small">
          {!sent && (
            <>
              <Flex gap="small" wrap="wrap">
                <Controller
                  control={control}
                  name="start"
                  render={({ field }) => (
                    <DateField
                      label={t.start}
                      value={field.value}
                      onChange={field.onChange}
                      min={today}
                      max={addDays(today, SICK_NOTE_LEAD_DAYS)}
                      error={errors.start?.message}
                      testId="sick-note-start"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="end"
                  render={({ field }) => (
                    <DateField
                      label={t.end}
                      value={field.value}
                      onChange={field.onChange}
                      min={today}
                      max={addDays(today, SICK_NOTE_LEAD_DAYS + SICK_NOTE_MAX_DAYS - 1)}
                      error={errors.end?.message}
                      testId="sick-note-end"
                    />
                  )}
                />
              </Flex>
              <TextAreaField label={t.notice} rows={2} maxLength={500} {...register('notice')} />
            </>
          )}
          <OutcomeAlert outcome={outcome} />
        </Flex>
      </form>
    </AppDialog>
  );
};
