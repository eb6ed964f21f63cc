import { Button, Flex, SelectField, SwitchField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { HOLE_DAY, type AbsenceBody } from '../../../../shared/schemas/classbook.schema.js';
import { absenceReasonSchema } from '../../../../shared/schemas/today.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { DateField } from '../../components/date-field.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { absenceTexts as t } from '../../i18n/classbook.de.js';
import { errorCodeOf } from '../../lib/error-code.js';

/** The dialog's fields; times only count when not all day (§5: toggling all day sets 07:00–18:00, otherwise clears them). */
const absenceFormSchema = z
  .object({
    start: z.string().min(1, t.startRequired),
    end: z.string().min(1, t.endRequired),
    holeDay: z.boolean(),
    starttime: z.string(),
    endtime: z.string(),
    reason: z.string().min(1, t.reasonRequired),
    notice: z.string().max(500),
  })
  .superRefine((form, context) => {
    if (form.start && form.end && form.end < form.start) {
      context.addIssue({ code: 'custom', path: ['start'], message: t.startAfterEnd });
      context.addIssue({ code: 'custom', path: ['end'], message: t.endBeforeStart });
    }
    if (!form.holeDay && !(form.starttime && form.endtime && form.starttime < form.endtime))
      context.addIssue({ code: 'custom', path: ['endtime'], message: t.timesRequired });
  });
type AbsenceForm = z.infer<typeof absenceFormSchema>;

interface AbsenceDialogProps {
  student: { uid: string; displayName: string };
  /** The lesson's day: the absence's default start and end. */
  day: string;
  onSave: (body: AbsenceBody) => Promise<void>;
  onClose: () => void;
}

/** 'Abwesenheit eintragen' for one student: all day 07:00–18:00 by default, reason Krankheit. */
export const AbsenceDialog = ({ student, day, onSave, onClose }: AbsenceDialogProps) => {
  const [absenceId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AbsenceForm>({
    resolver: zodResolver(absenceFormSchema),
    defaultValues: { start: day, end: day, holeDay: true, ...HOLE_DAY, reason: '0', notice: '' },
  });
  const holeDay = useWatch({ control, name: 'holeDay' });
  const submit = async (form: AbsenceForm) => {
    try {
      await onSave({
        absenceId,
        studentUid: student.uid,
        start: form.start,
        end: form.end,
        holeDay: form.holeDay,
        ...(form.holeDay ? {} : { starttime: form.starttime, endtime: form.endtime }),
        reason: absenceReasonSchema.parse(Number(form.reason)),
        ...(form.notice.trim() ? { notice: form.notice.trim() } : {}),
      });
      onClose();
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title(student.displayName)}
      testId="absence-dialog"
      actions={
        <>
          <Button size="small" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button size="small" variation="primary" type="submit" form="absence-form" isLoading={isSubmitting}>
            {t.save}
          </Button>
        </>
      }
    >
      <form noValidate id="absence-form" onSubmit={(event) => void handleSubmit(submit)(event)}>
        <Flex direction="column" gap="small">
          <Flex gap="small" wrap="wrap">
            <Controller
              control={control}
              name="start"
              render={({ field }) => (
                <DateField label={t.start} value={field.value} onChange={field.onChange} error={errors.start?.message} />
              )}
            />
            <Controller
              control={control}
              name="end"
              render={({ field }) => <DateField label={t.end} value={field.value} onChange={field.onChange} error={errors.end?.message} />}
            />
          </Flex>
          <SwitchField
            label={t.holeDay}
            isChecked={holeDay}
            onChange={(event) => {
              const checked = event.target.checked;
              setValue('holeDay', checked);
              setValue('starttime', checked ? HOLE_DAY.starttime : '');
              setValue('endtime', checked ? HOLE_DAY.endtime : '');
            }}
          />
          <Flex gap="small" wrap="wrap">
            <TextField type="time" label={t.starttime} isDisabled={holeDay} {...register('starttime')} />
            <TextField
              type="time"
              label={t.endtime}
              isDisabled={holeDay}
              hasError={Boolean(errors.endtime)}
              errorMessage={errors.endtime?.message}
              {...register('endtime')}
            />
          </Flex>
          <SelectField label={t.reason} hasError={Boolean(errors.reason)} errorMessage={errors.reason?.message} {...register('reason')}>
            {Object.entries(t.reasons).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t.notice} rows={2} maxLength={500} {...register('notice')} />
          <OutcomeAlert outcome={outcome} />
        </Flex>
      </form>
    </AppDialog>
  );
};
