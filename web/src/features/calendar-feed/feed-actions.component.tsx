import { Button, Flex } from '@aws-amplify/ui-react';
import { calendarFeedTexts as calendarFeed } from '../../i18n/calendar-feed.de.js';

/** 'Neuen Link erzeugen' and 'Link löschen' for an active subscription (both ask first), else 'Link erzeugen'. */
export const FeedActions = ({
  active,
  busy,
  onCreate,
  onConfirm,
}: {
  active: boolean;
  busy: boolean;
  onCreate: () => void;
  onConfirm: (action: 'rotate' | 'remove') => void;
}) => (
  <Flex gap="small" wrap="wrap" justifyContent="flex-end">
    {active ? (
      <>
        <Button isLoading={busy} onClick={() => onConfirm('rotate')}>
          {calendarFeed.rotate}
        </Button>
        <Button isDisabled={busy} onClick={() => onConfirm('remove')}>
          {calendarFeed.remove}
        </Button>
      </>
    ) : (
      <Button variation="primary" isLoading={busy} onClick={onCreate}>
        {calendarFeed.create}
      </Button>
    )}
  </Flex>
);
