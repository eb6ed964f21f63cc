import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { Link } from 'react-router';
import type { EventDetail } from '../../../../shared/schemas/timetable.schema.js';
import { Icon } from '../../components/icon.component.js';
import { texts } from '../../i18n/texts.de.js';
import { EventStudents } from './event-students.component.js';

const { eventDetail: t } = texts;

const Section = ({ id, title, items, empty }: { id: string; title: string; items: string[]; empty: string }) => (
  <section className="event-detail__section" aria-labelledby={id}>
    <Heading level={2} fontSize="large" id={id}>
      {title}
    </Heading>
    {items.length === 0 ? (
      <Text className="event-detail__empty">{empty}</Text>
    ) : (
      <ul className="event-detail__list" data-testid={id}>
        {items.map((item, index) => (
          <li key={`${item}-${index}`} className="event-detail__item">
            {item}
          </li>
        ))}
      </ul>
    )}
  </section>
);

const changeLine = (change: EventDetail['changes'][number]) =>
  [
    texts.weekplan.changes[change.type],
    change.text,
    change.tutors?.map((tutor) => tutor.short).join(', '),
    change.rooms?.map((room) => room.name).join(', '),
    !change.visibleForStudent && !change.visibleForGuardian ? `(${t.tutorsOnly})` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');

const studentChangeLine = (change: EventDetail['studentChanges'][number]) =>
  [texts.weekplan.studentChanges[change.type](change.studentUids.length), change.text].filter(Boolean).join(' · ');

/** The event's summary, its changes, tutors, rooms and students. */
export const EventDetailBody = ({ event }: { event: EventDetail }) => (
  <>
    <div className="event-detail__summary" style={{ borderLeftColor: event.subject?.color }}>
      {event.collection !== 'lessonDates' && (
        <Text as="p" className="event-detail__kind">
          {texts.weekplan.kinds[event.collection]}
        </Text>
      )}
      <Text as="p" fontSize="large" fontWeight="bold" data-testid="event-name">
        {event.displayName}
      </Text>
      <Text as="p">{format(parseISO(event.day), 'EEEE, dd.MM.yyyy', { locale: de })}</Text>
      <Text as="p">{[event.blockName, t.time(event.starttime, event.endtime)].filter(Boolean).join(' · ')}</Text>
      {event.notice && <Text as="p">{event.notice}</Text>}
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
    </div>
    <Section
      id="event-detail-changes"
      title={t.changes}
      items={[...event.changes.map(changeLine), ...event.studentChanges.map(studentChangeLine)]}
      empty={t.noChanges}
    />
    <Section id="event-detail-tutors" title={t.tutors} items={event.tutors.map((tutor) => tutor.short)} empty={t.none} />
    <Section id="event-detail-rooms" title={t.rooms} items={event.rooms.map((room) => room.name)} empty={t.none} />
    <EventStudents students={event.students} marks={event.marks} />
  </>
);
