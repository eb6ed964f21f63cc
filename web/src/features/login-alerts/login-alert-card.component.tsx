import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { AdminCard } from '../../components/admin-card.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { loginAlertTexts } from '../../i18n/login-alerts.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { LoginAlertEditDialog } from './login-alert-edit.dialog.js';
import { deleteLoginAlert, useLoginAlert } from './login-alerts.api.js';
import './login-alert.css';

const t = loginAlertTexts.card;

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
        <LoginAlertEditDialog
          current={alert}
          onSaved={(saved) => void mutate({ alert: saved }, { revalidate: false })}
          onClose={() => setEditing(false)}
        />
      )}
    </AdminCard>
  );
};
