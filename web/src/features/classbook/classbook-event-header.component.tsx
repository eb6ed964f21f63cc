import { Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import type { EventDetail } from '@shared/schemas/timetable.schema.js';
import { eventDetailTexts } from '../../i18n/event-detail.de.js';
import { ClassStatisticLinks } from '../classbook-statistic/index.js';

/** The event's name, day and time, with links to its classes' statistics. */
export const ClassbookEventHeader = ({ event }: { event: EventDetail }) => (
  <div className="classbook__header">
    <Text as="p" fontSize="large" fontWeight="bold" data-testid="classbook-event">
      {event.displayName}
    </Text>
    <Text as="p">
      {format(parseISO(event.day), 'EEEE, dd.MM.yyyy', { locale: de })} · {eventDetailTexts.time(event.starttime, event.endtime)}
    </Text>
    <ClassStatisticLinks groups={event.groups} />
  </div>
);
