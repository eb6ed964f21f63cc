import { Alert, Divider, Flex, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { useState } from 'react';
import { LoadState } from '../../components/load-state.component.js';
import { calendarFeedTexts as calendarFeed } from '../../i18n/calendar-feed.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useAuth } from '../auth/index.js';
import { createCalendarFeed, deleteCalendarFeed, useCalendarFeed } from './calendar-feed.api.js';
import { ConfirmFeedDialog } from './confirm-feed.dialog.js';
import { FeedActions } from './feed-actions.component.js';
import { FeedLink, type FeedStatus } from './feed-link.component.js';

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
  const [status, setStatus] = useState<FeedStatus | null>(null);

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

  return (
    <section aria-labelledby="calendar-feed-heading" data-testid="calendar-feed-section">
      <Flex direction="column" gap="small">
        <Divider />
        <Text as="h3" id="calendar-feed-heading" fontWeight="bold">
          {calendarFeed.heading}
        </Text>
        <Text>{calendarFeed.intro(activeStudent?.displayName ?? null)}</Text>
        <LoadState look="dialog" data={data} error={error} />
        {link && <FeedLink link={link} onCopied={setStatus} />}
        {data?.feed && !link && <Text>{calendarFeed.active(format(parseISO(data.feed.createdAt), 'dd.MM.yyyy', { locale: de }))}</Text>}
        {status && (
          <Alert variation={status.variation} role="status">
            {status.text}
          </Alert>
        )}
        {data && <FeedActions active={Boolean(data.feed)} busy={busy} onCreate={() => void create()} onConfirm={setConfirming} />}
      </Flex>
      {confirming && (
        <ConfirmFeedDialog
          action={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void (confirming === 'rotate' ? create() : remove())}
        />
      )}
    </section>
  );
};
