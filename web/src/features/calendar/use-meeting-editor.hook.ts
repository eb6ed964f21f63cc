import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDiscardQuestion } from '../../components/discard-question.dialog.js';
import { calendarTexts, meetingRuleTexts } from '../../i18n/calendar.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { ApiError } from '../../lib/api-error.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useBusyAction } from '../../lib/use-busy-action.hook.js';
import { useFormValues } from '../../lib/use-form-values.hook.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { loadMeeting, useDeleteMeeting, useSaveMeeting } from './calendar.api.js';
import { meetingFieldLabels, meetingFormErrors, meetingValues, toMeetingBody, type MeetingFormValues } from './meeting-form.model.js';

const t = calendarTexts.dialog;

/** What the server refuses, in words: its own checks, a rule of §5 by its code, else the error code's text. */
const failureText = (error: unknown) => {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  if (fields.meetingId === 'deleted') return t.deletedMeanwhile;
  if (fields['body.calendarIds'] === 'not_usable') return t.notUsable;
  if (fields['body.start'] === 'no_dates' || fields['body.start'] === 'outside_school_year') return t.noDates;
  const ruleText = Object.entries(fields)
    .map(([field, rule]) => meetingRuleTexts[`${field.replace(/^body\./, '')}:${rule}` as keyof typeof meetingRuleTexts])
    .find(Boolean);
  return ruleText ?? errorText(errorCodeOf(error));
};

/** The meeting being edited as the dialog loaded it; none for a new meeting. */
export interface LoadedMeeting {
  meetingId: string;
  revision: string;
}

/**
 * The meeting dialog's form and actions: the field errors once saved, saving (an edit names the
 * revision it started from; saved meanwhile, the dialog keeps the input and offers the new state or
 * to overwrite it), deleting and closing, which asks first when the form is dirty.
 */
export const useMeetingEditor = (loaded: LoadedMeeting | undefined, initial: MeetingFormValues, onClose: (message?: string) => void) => {
  const meetingId = loaded?.meetingId;
  const form = useForm<MeetingFormValues>({ defaultValues: initial });
  const edit = useRevisedEdit(loaded && { values: initial, revision: loaded.revision }, meetingFieldLabels, async () => {
    const meeting = await loadMeeting(loaded?.meetingId ?? '');
    return { values: meetingValues(meeting), revision: meeting.revision };
  });
  const saveMeeting = useSaveMeeting();
  const deleteMeeting = useDeleteMeeting();
  const [submitted, setSubmitted] = useState(false);
  const [askDelete, setAskDelete] = useState(false);
  const { busy, failure, run } = useBusyAction(failureText);
  const values = useFormValues(form);
  const errors = submitted ? meetingFormErrors(values) : {};
  const invalid = Object.keys(errors).length > 0;

  const save = () => {
    setSubmitted(true);
    if (Object.keys(meetingFormErrors(values)).length > 0) return;
    void run(async () => {
      const revision = edit.revision();
      try {
        await saveMeeting(meetingId && revision ? { meetingId, revision } : undefined, toMeetingBody(values));
      } catch (error) {
        if (await edit.refused(error)) return;
        throw error;
      }
      onClose(t.saved);
    });
  };
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () => edit.loadNew((current) => form.reset(current)),
    keepMine: () => {
      edit.keepMine();
      save();
    },
  };
  const remove = () =>
    void run(async () => {
      if (!meetingId) return;
      await deleteMeeting(meetingId);
      onClose(t.deleted);
    });
  const { close, question: discardQuestion } = useDiscardQuestion(form.control, () => onClose());

  return { form, errors, invalid, busy, failure, conflict, askDelete, setAskDelete, discardQuestion, save, remove, close };
};
