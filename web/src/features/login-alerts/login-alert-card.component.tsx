import { Button, Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  LOGIN_ALERT_BODY_MAX,
  LOGIN_ALERT_TITLE_MAX,
  saveLoginAlertBodySchema,
  type LoginAlert,
} from '@shared/schemas/login-alert.schema.js';
import { AdminCard } from '../../components/admin-card.component.js';
import { EditDialog } from '../../components/edit.dialog.js';
import { LoadState } from '../../components/load-state.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { loginAlertTexts } from '../../i18n/login-alerts.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { showApiFieldErrors } from '../../lib/form-validation.js';
import { deleteLoginAlert, saveLoginAlert, useLoginAlert } from './login-alerts.api.js';
import './login-alert.css';

const { card: t, dialog: d } = loginAlertTexts;

const messageSchema = z.object({
  title: z.string().trim().min(1, d.required).max(LOGIN_ALERT_TITLE_MAX, d.tooLong(LOGIN_ALERT_TITLE_MAX)),
  body: z.string().trim().min(1, d.required).max(LOGIN_ALERT_BODY_MAX, d.tooLong(LOGIN_ALERT_BODY_MAX)),
});
type Message = z.infer<typeof messageSchema>;

/** Writing the message: saving replaces the current one, and everyone sees the new one once. */
const LoginAlertDialog = ({
  current,
  onSaved,
  onClose,
}: {
  current: LoginAlert | null;
  onSaved: (alert: LoginAlert | null) => void;
  onClose: () => void;
}) => {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Message>({ resolver: zodResolver(messageSchema), defaultValues: { title: current?.title ?? '', body: current?.body ?? '' } });
  const submit = async (message: Message) => {
    try {
      onSaved((await saveLoginAlert(message)).alert);
      onClose();
    } catch (error) {
      if (!showApiFieldErrors(error, setError, { schema: saveLoginAlertBodySchema })) setFailure(errorText(errorCodeOf(error)));
    }
  };
  return (
    <EditDialog
      title={d.title}
      testId="login-alert-edit-dialog"
      saveTestId="login-alert-save"
      cancel={d.cancel}
      save={d.save}
      saving={isSubmitting}
      onSave={() => void handleSubmit(submit)()}
      onClose={onClose}
      failure={failure}
    >
      <Text>{d.description}</Text>
      <TextField label={d.heading} hasError={Boolean(errors.title)} errorMessage={errors.title?.message} {...register('title')} />
      <TextAreaField label={d.body} rows={6} hasError={Boolean(errors.body)} errorMessage={errors.body?.message} {...register('body')} />
    </EditDialog>
  );
};

/** Admin area card 'Hinweis bei der Anmeldung': the current message, write a new one, remove it. */
export const LoginAlertCard = () => {
  const { data, error, mutate } = useLoginAlert();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const alert = data?.alert ?? null;

  const remove = async (alertId: string) => {
    setRemoving(true);
    setOutcome(null);
    try {
      await mutate(await deleteLoginAlert(alertId), { revalidate: false });
      setOutcome({ ok: true, text: t.removed });
    } catch (failed) {
      setOutcome({ ok: false, code: errorCodeOf(failed) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <AdminCard title={t.title} description={t.description}>
      <Flex direction="column" gap="small" data-testid="login-alert-card">
        <LoadState look="section" data={data} error={error}>
          {() =>
            alert ? (
              <>
                <Text>{t.current(format(parseISO(alert.createdAt), 'dd.MM.yyyy, HH:mm'))}</Text>
                <Text fontWeight="bold">{alert.title}</Text>
                <Text className="login-alert-card__body">{alert.body}</Text>
              </>
            ) : (
              <Text>{t.none}</Text>
            )
          }
        </LoadState>
        <Flex gap="small" wrap="wrap">
          <Button
            onClick={() => {
              setOutcome(null);
              setEditing(true);
            }}
            isDisabled={data === undefined}
          >
            {t.edit}
          </Button>
          {alert && (
            <Button variation="warning" isLoading={removing} onClick={() => void remove(alert.id)}>
              {t.remove}
            </Button>
          )}
        </Flex>
        <OutcomeAlert outcome={outcome} />
      </Flex>
      {editing && (
        <LoginAlertDialog
          current={alert}
          onSaved={(saved) => void mutate({ alert: saved }, { revalidate: false })}
          onClose={() => setEditing(false)}
        />
      )}
    </AdminCard>
  );
};
