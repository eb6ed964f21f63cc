import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import * as z from 'zod';
import { LOGIN_ALERT_BODY_MAX, LOGIN_ALERT_TITLE_MAX, loginAlertBodySchema, type LoginAlert } from '@shared/schemas/login-alert.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { loginAlertTexts } from '../../i18n/login-alerts.de.js';
import { ApiError } from '../../lib/api-error.js';
import type { Revised } from '../../lib/edit-conflict.model.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { showApiFieldErrors } from '../../lib/form-validation.js';
import { apiKey } from '../../lib/use-api.hook.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { loadLoginAlert, saveLoginAlert } from './login-alerts.api.js';

const d = loginAlertTexts.dialog;

const messageSchema = z.object({
  title: z.string().trim().min(1, d.required).max(LOGIN_ALERT_TITLE_MAX, d.tooLong(LOGIN_ALERT_TITLE_MAX)),
  body: z.string().trim().min(1, d.required).max(LOGIN_ALERT_BODY_MAX, d.tooLong(LOGIN_ALERT_BODY_MAX)),
});
type Message = z.infer<typeof messageSchema>;

/** A stored message: its fields and its id, which an edit names (the conflict notice compares only the fields). */
type StoredMessage = Message & { id: string };

const fieldLabels: { [K in keyof StoredMessage]?: string } = { title: d.heading, body: d.body };

const storedOf = (alert: LoginAlert): Revised<StoredMessage> => ({
  values: { id: alert.id, title: alert.title, body: alert.body },
  revision: alert.revision,
});

/** The message as it is stored now; removed meanwhile, a 404. */
const loadStored = async () => {
  const alert = await loadLoginAlert();
  if (!alert) throw new ApiError(404, 'not-found');
  return storedOf(alert);
};

/**
 * The message's form and save: without a current message it writes one, otherwise it changes the current one at
 * the revision the dialog loaded. Saved meanwhile, the form keeps the input and offers the stored message or to
 * overwrite it (docs/decisions/0014-an-edit-names-its-revision.md); removed or written meanwhile, it says so.
 */
export const useLoginAlertEditor = (current: LoginAlert | null, onSaved: (alert: LoginAlert | null) => void) => {
  const form = useForm<Message>({
    resolver: zodResolver(messageSchema),
    defaultValues: { title: current?.title ?? '', body: current?.body ?? '' },
  });
  const edit = useRevisedEdit(current ? storedOf(current) : undefined, fieldLabels, loadStored);
  const [editedId, setEditedId] = useState(current?.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate } = useSWRConfig();

  const showFailure = (error: unknown) => {
    const code = errorCodeOf(error);
    if (current && code === 'not-found') setFailure(d.removedMeanwhile);
    else if (!current && code === 'conflict') {
      setFailure(d.writtenMeanwhile);
      void mutate(apiKey('getLoginAlert'));
    } else if (!showApiFieldErrors(error, form.setError, { schema: loginAlertBodySchema })) setFailure(errorText(code));
  };
  /** Saves the form as a change of the message with this id, or as a new one without. */
  const saveAs = (alertId: string | undefined) =>
    form.handleSubmit(async (message) => {
      setFailure(null);
      const revision = edit.revision();
      try {
        onSaved((await saveLoginAlert(message, alertId && revision !== undefined ? { alertId, revision } : undefined)).alert);
      } catch (error) {
        // Saved meanwhile: the stored message is loaded (removed by then: that refusal is shown).
        const conflicting = await edit.refused(error).catch((reloadFailure: unknown) => {
          showFailure(reloadFailure);
          return true;
        });
        if (!conflicting) showFailure(error);
      }
    });
  const submit = saveAs(editedId);
  const stored = edit.conflict?.current.values;
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () => {
      setEditedId(stored?.id);
      edit.loadNew(({ title, body }) => form.reset({ title, body }));
    },
    // The stored message's id goes with its revision: the save changes that message.
    keepMine: () => {
      setEditedId(stored?.id);
      edit.keepMine();
      void saveAs(stored?.id)();
    },
  };
  return { form, submit, failure, conflict };
};
