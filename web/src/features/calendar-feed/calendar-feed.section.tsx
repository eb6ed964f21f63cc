import { Alert, Button, Divider, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useAuth } from '../auth/index.js';
import { createCalendarFeed, deleteCalendarFeed, useCalendarFeed } from './calendar-feed.api.js';

const { calendarFeed } = texts;

type Status = { text: string; variation: 'success' | 'error' };

/** Asks before the current link stops working ('Neuen Link erzeugen', 'Link löschen'). */
const ConfirmDialog = ({ action, onCancel, onConfirm }: { action: 'rotate' | 'remove'; onCancel: () => void; onConfirm: () => void }) => (
  <AppDialog
    open
    onOpenChange={(open) => !open && onCancel()}
    title={action === 'rotate' ? calendarFeed.rotateTitle : calendarFeed.removeTitle}
    description={<p>{action === 'rotate' ? calendarFeed.rotateText : calendarFeed.removeText}</p>}
    width="confirm"
    testId="calendar-feed-confirm-dialog"
    actions={
      <>
        <Button onClick={onCancel}>{calendarFeed.cancel}</Button>
        <Button variation="primary" onClick={onConfirm}>
          {action === 'rotate' ? calendarFeed.rotate : calendarFeed.remove}
        </Button>
      </>
    }
  />
);

/**
 * 'Kalender-Abo' in Einstellungen: a private subscription link to the caller's plan (a guardian's:
 * the active child's). The link is shown once, right after it was made; afterwards only a new one
 * can be made, which ends the old one.
 */
export const CalendarFeedSection = () => {
  const { activeStudent } = useAuth();
  const { data, error, mutate } = useCalendarFeed();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'remove' | null>(null);
  const [status, setStatus] = useState<Status | null>(null);

  const run = async (action: () => Promise<void>) => {
    setConfirming(null);
    setStatus(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setStatus({ text: errorText(errorCodeOf(failure)), variation: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => {
      const created = await createCalendarFeed();
      setLink(new URL(created.path, window.location.origin).href);
      await mutate({ feed: { createdAt: created.createdAt } }, { revalidate: false });
    });
  const remove = () =>
    run(async () => {
      await mutate(await deleteCalendarFeed(), { revalidate: false });
      setLink(null);
      setStatus({ text: calendarFeed.removed, variation: 'success' });
    });
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus({ text: calendarFeed.copied, variation: 'success' });
    } catch {
      setStatus({ text: calendarFeed.copyFailed, variation: 'error' });
    }
  };

  return (
    <section aria-labelledby="calendar-feed-heading" data-testid="calendar-feed-section">
      <Flex direction="column" gap="small">
        <Divider />
        <Text as="h3" id="calendar-feed-heading" fontWeight="bold">
          {calendarFeed.heading}
        </Text>
        <Text>{calendarFeed.intro(activeStudent?.displayName ?? null)}</Text>
        <LoadState look="dialog" data={data} error={error} />
        {link && (
          <>
            <TextField
              label={calendarFeed.link}
              value={link}
              isReadOnly
              onFocus={(event) => event.target.select()}
              data-testid="calendar-feed-link"
            />
            <Button variation="primary" alignSelf="flex-start" onClick={() => void copy(link)}>
              {calendarFeed.copy}
            </Button>
            <Text fontSize="small">{calendarFeed.shownOnce}</Text>
          </>
        )}
        {data?.feed && !link && <Text>{calendarFeed.active(format(parseISO(data.feed.createdAt), 'dd.MM.yyyy', { locale: de }))}</Text>}
        {status && (
          <Alert variation={status.variation} role="status">
            {status.text}
          </Alert>
        )}
        {data && (
          <Flex gap="small" wrap="wrap" justifyContent="flex-end">
            {data.feed ? (
              <>
                <Button isLoading={busy} onClick={() => setConfirming('rotate')}>
                  {calendarFeed.rotate}
                </Button>
                <Button isDisabled={busy} onClick={() => setConfirming('remove')}>
                  {calendarFeed.remove}
                </Button>
              </>
            ) : (
              <Button variation="primary" isLoading={busy} onClick={() => void create()}>
                {calendarFeed.create}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {confirming && (
        <ConfirmDialog
          action={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void (confirming === 'rotate' ? create() : remove())}
        />
      )}
    </section>
  );
};
