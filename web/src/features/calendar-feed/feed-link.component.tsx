import { Button, Text, TextField } from '@aws-amplify/ui-react';
import { calendarFeedTexts as calendarFeed } from '../../i18n/calendar-feed.de.js';

export interface FeedStatus {
  text: string;
  variation: 'success' | 'error';
}

/** The new subscription link, shown once, with 'Link kopieren'. */
export const FeedLink = ({ link, onCopied }: { link: string; onCopied: (status: FeedStatus) => void }) => {
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied({ text: calendarFeed.copied, variation: 'success' });
    } catch {
      onCopied({ text: calendarFeed.copyFailed, variation: 'error' });
    }
  };

  return (
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
  );
};
