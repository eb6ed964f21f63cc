import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { AdminUserDetail } from '@shared/schemas/user-admin.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { LoadState } from '../../components/load-state.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { userAdminTexts } from '../../i18n/users.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanDeletionDay } from '../../lib/german-date.js';
import { useBusyAction } from '../../lib/use-busy-action.hook.js';
import { exportFileName, exportPersonData, saveExport } from '../privacy/index.js';
import { PersonBadges, roleLine } from './person-badges.component.js';
import { usePersonActions, useSchoolUser } from './users.api.js';

const t = userAdminTexts.detail;

type Asking = 'regenerate' | 'mark' | null;

const CodeSection = ({ person }: { person: AdminUserDetail }) => (
  <Flex direction="column" gap="xxs">
    <Heading level={3} fontSize="medium">
      {t.activationCode}
    </Heading>
    {person.signedUp ? (
      <Text>{t.codeUsed}</Text>
    ) : (
      <Text className="user-admin__code" data-testid="activation-code">
        {person.activationCode ?? t.noCode}
      </Text>
    )}
  </Flex>
);

/** One person: the activation code, and the admin's actions on the account. */
const PersonActions = ({ person }: { person: AdminUserDetail }) => {
  const actions = usePersonActions(person.uid);
  const { busy, failure, run } = useBusyAction((error) => errorText(errorCodeOf(error)));
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const act = (action: () => Promise<unknown>, text: string) => {
    setAsking(null);
    setDone(null);
    void run(async () => {
      await action();
      setDone(text);
    });
  };
  const markedDay = person.deletionMarkedAt && germanDeletionDay(person.deletionMarkedAt);
  return (
    <Flex direction="column" gap="medium">
      <CodeSection person={person} />
      {markedDay && <Text data-testid="deletion-day">{t.marked(markedDay)}</Text>}
      <Flex gap="small" wrap="wrap">
        {!person.signedUp && (person.role === 'student' || person.role === 'tutor') && (
          <Button size="small" isDisabled={busy} onClick={() => setAsking('regenerate')}>
            {t.regenerate}
          </Button>
        )}
        {person.role === 'tutor' && person.signedUp && (
          <Button
            size="small"
            isDisabled={busy}
            onClick={() => act(() => actions.setAdmin(!person.isAdmin), person.isAdmin ? t.adminRevoked : t.adminGranted)}
          >
            {person.isAdmin ? t.revokeAdmin : t.grantAdmin}
          </Button>
        )}
        <Button
          size="small"
          isDisabled={busy}
          onClick={() =>
            act(async () => {
              const data = await exportPersonData(person.uid);
              saveExport(data, exportFileName(`${t.exportFileName}-${person.uid}`, data));
            }, t.exported)
          }
        >
          {t.exportData}
        </Button>
        {person.deletionMarkedAt ? (
          <Button size="small" isDisabled={busy} onClick={() => act(actions.unmark, t.unmarked)}>
            {t.unmark}
          </Button>
        ) : (
          <Button size="small" variation="warning" isDisabled={busy} onClick={() => setAsking('mark')}>
            {t.mark}
          </Button>
        )}
      </Flex>
      {done && (
        <Alert variation="success" role="status">
          {done}
        </Alert>
      )}
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
      {asking === 'regenerate' && (
        <ConfirmDialog
          title={t.regenerateTitle}
          text={t.regenerateText}
          confirm={t.regenerate}
          cancel={t.cancel}
          testId="confirm-regenerate"
          onConfirm={() => act(actions.regenerateCode, t.regenerated)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'mark' && (
        <ConfirmDialog
          title={t.markTitle}
          text={t.markText(germanDeletionDay(new Date().toISOString()))}
          confirm={t.mark}
          cancel={t.cancel}
          variation="warning"
          testId="confirm-mark"
          onConfirm={() => act(actions.mark, userAdminTexts.markedForDeletion)}
          onClose={() => setAsking(null)}
        />
      )}
    </Flex>
  );
};

/** The dialog of one person of the user administration, opened from the list. */
export const PersonDialog = ({ uid, onClose }: { uid: string; onClose: () => void }) => {
  const { data, error } = useSchoolUser(uid);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={data?.displayName ?? userAdminTexts.card.title}
      testId="person-dialog"
    >
      <LoadState data={data} error={error} look="dialog">
        {(person) => (
          <Flex direction="column" gap="medium">
            <Flex direction="column" gap="xs">
              <Text>{`${person.firstname} ${person.lastname}`.trim() || person.displayName}</Text>
              <Text>{roleLine(person)}</Text>
              <PersonBadges person={person} />
            </Flex>
            <PersonActions person={person} />
          </Flex>
        )}
      </LoadState>
    </AppDialog>
  );
};
