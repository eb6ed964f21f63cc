import { Button, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { Link } from 'react-router';
import type { EventDetail } from '@shared/schemas/timetable.schema.js';
import { Icon } from '../../components/icon.component.js';
import { eventDetailTexts as t } from '../../i18n/event-detail.de.js';
import { weekplanTexts } from '../../i18n/weekplan.de.js';

/** The event's kind, name, day, block and time, notice and the link to its 'Tagebuch' (none for a break supervision: no class, no lesson). */
export const EventSummary = ({ event }: { event: EventDetail }) => {
  const supervision = event.collection === 'supervisionDates';
  const block = event.blockName && supervision ? t.breakBefore(event.blockName) : event.blockName;
  return (
    <div className="event-detail__summary" style={{ borderLeftColor: event.subject?.color }}>
      {event.collection !== 'lessonDates' && (
        <Text as="p" className="event-detail__kind">
          {weekplanTexts.kinds[event.collection]}
        </Text>
      )}
      <Text as="p" fontSize="large" fontWeight="bold" data-testid="event-name">
        {event.displayName}
      </Text>
      <Text as="p">{format(parseISO(event.day), 'EEEE, dd.MM.yyyy', { locale: de })}</Text>
      <Text as="p">{[block, t.time(event.starttime, event.endtime)].filter(Boolean).join(' · ')}</Text>
      {event.notice && <Text as="p">{event.notice}</Text>}
      {!supervision && (
        <Button
          as={Link}
          to={`/eventDetail/${event.collection}/${encodeURIComponent(event.id)}/classbook`}
          size="small"
          gap="xs"
          className="event-detail__classbook"
        >
          <Icon name="classbook" size={20} />
          {t.classbook}
        </Button>
      )}
    </div>
  );
};
