import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { absenceBodySchema, HOLE_DAY, noticeSchema, type AbsenceBody } from '@shared/schemas/classbook.schema.js';
import { absenceReasonSchema } from '@shared/schemas/today.schema.js';
import type { Outcome } from '../../components/outcome-alert.component.js';
import { absenceTexts as t } from '../../i18n/classbook.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';

/** The dialog's fields; times only count when not all day (§5: toggling all day sets 07:00–18:00, otherwise clears them). */
const absenceFormSchema = z
  .object({
    start: z.string().min(1, t.startRequired),
    end: z.string().min(1, t.endRequired),
    holeDay: z.boolean(),
    starttime: z.string(),
    endtime: z.string(),
    reason: z.string().min(1, t.reasonRequired),
    notice: noticeSchema,
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

/** The dialog's words for the API's rules of the dates and times (the rest are the shared rule texts). */
const apiTexts = { 'end.custom': t.endBeforeStart, 'endtime.custom': t.timesRequired };

export interface AbsenceDialogProps {
  student: { uid: string; displayName: string };
  /** The lesson's day: the absence's default start and end. */
  day: string;
  /** An absence to change (its values fill the form); without it a new one is entered. */
  absence?: AbsenceBody;
  onSave: (body: AbsenceBody) => Promise<void>;
  onClose: () => void;
}

/** The absence form: all day 07:00–18:00 by default, reason Krankheit, or the values of the absence to change; a saved absence closes the dialog. */
export const useAbsenceForm = ({ student, day, absence, onSave, onClose }: AbsenceDialogProps) => {
  const [absenceId] = useState(() => absence?.absenceId ?? crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<AbsenceForm>({
    resolver: germanResolver(absenceFormSchema),
    defaultValues: absence
      ? {
          start: absence.start,
          end: absence.end,
          holeDay: absence.holeDay,
          starttime: absence.holeDay ? HOLE_DAY.starttime : (absence.starttime ?? ''),
          endtime: absence.holeDay ? HOLE_DAY.endtime : (absence.endtime ?? ''),
          reason: String(absence.reason),
          notice: absence.notice ?? '',
        }
      : { start: day, end: day, holeDay: true, ...HOLE_DAY, reason: '0', notice: '' },
  });
  const holeDay = useWatch({ control: form.control, name: 'holeDay' });
  const submit = async (values: AbsenceForm) => {
    try {
      await onSave({
        absenceId,
        studentUid: student.uid,
        start: values.start,
        end: values.end,
        holeDay: values.holeDay,
        ...(values.holeDay ? {} : { starttime: values.starttime, endtime: values.endtime }),
        reason: absenceReasonSchema.parse(Number(values.reason)),
        ...(values.notice.trim() ? { notice: values.notice.trim() } : {}),
      });
      onClose();
    } catch (error) {
      const atField = showApiFieldErrors(error, form.setError, {
        schema: absenceBodySchema,
        texts: apiTexts,
        fields: ['start', 'end', 'starttime', 'endtime', 'reason', 'notice'],
      });
      if (!atField) setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  const setHoleDay = (checked: boolean) => {
    form.setValue('holeDay', checked);
    form.setValue('starttime', checked ? HOLE_DAY.starttime : '');
    form.setValue('endtime', checked ? HOLE_DAY.endtime : '');
  };
  return { form, holeDay, setHoleDay, outcome, setOutcome, onSubmit: form.handleSubmit(submit) };
};

export type AbsenceFormState = ReturnType<typeof useAbsenceForm>;
