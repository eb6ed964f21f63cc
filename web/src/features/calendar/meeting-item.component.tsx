import { Button, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { Calendar } from '@shared/schemas/calendar.schema.js';
import { Icon } from '../../components/icon.component.js';
import { MarkdownText } from '../../components/markdown-text.component.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { dayLabel, type MeetingEntry } from './calendar-view.model.js';
import { TranslatableText } from './translation-menu.component.js';

interface MeetingItemProps {
  entry: MeetingEntry;
  calendars: ReadonlyMap<string, Calendar>;
  /** Minimising the list closes every open info (the number changes each time). */
  collapseSignal: number;
  onEdit: (meetingId: string) => void;
}

/** One meeting date: title, date, time range, rooms, calendars, info toggle and, for its author, the pencil. */
export const MeetingItem = ({ entry, calendars, collapseSignal, onEdit }: MeetingItemProps) => {
  const { meeting, day } = entry;
  const [open, setOpen] = useState<number | null>(null);
  const infoOpen = open === collapseSignal;
  const names = meeting.calendarIds.flatMap((id) => calendars.get(id) ?? []);
  return (
    <li className="meeting" data-testid="meeting" style={{ borderLeftColor: names[0]?.color }}>
      <div className="meeting__head">
        <Text as="h3" className="meeting__title">
          {meeting.name}
        </Text>
        <Button
          size="small"
          variation="link"
          aria-expanded={infoOpen}
          aria-label={infoOpen ? t.infoHide : t.infoShow}
          onClick={() => setOpen(infoOpen ? null : collapseSignal)}
          data-testid="meeting-info"
        >
          <Icon name="info" size={20} />
        </Button>
        {meeting.canEdit && (
          <Button
            size="small"
            variation="link"
            aria-label={t.edit(meeting.name)}
            onClick={() => onEdit(meeting.id)}
            data-testid="meeting-edit"
          >
            <Icon name="edit" size={20} />
          </Button>
        )}
      </div>
      <Text className="meeting__when">
        <time dateTime={day}>{dayLabel(day)}</time> · {t.timeRange(meeting.starttime, meeting.endtime)}
      </Text>
      {meeting.rooms.length > 0 && <Text className="meeting__rooms">{meeting.rooms.map((room) => room.name).join(', ')}</Text>}
      <ul className="meeting__calendars" aria-label={t.calendars}>
        {names.map((calendar) => (
          <li key={calendar.id} style={{ borderColor: calendar.color }}>
            {calendar.name}
          </li>
        ))}
      </ul>
      {infoOpen &&
        (meeting.description.trim() ? (
          <TranslatableText text={meeting.description}>
            {(shown) => <MarkdownText text={shown} className="meeting__description" testId="meeting-description" />}
          </TranslatableText>
        ) : (
          <Text className="meeting__no-info">{t.noInfo}</Text>
        ))}
    </li>
  );
};
