import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { Link } from 'react-router';
import type { ClassbookStatistic, StatisticEvent } from '@shared/schemas/classbook-statistic.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { eventDetailTexts } from '../../i18n/event-detail.de.js';
import { OptionChips } from '../classbook/index.js';
import { entryWords } from './statistic-entry.model.js';

const EventCard = ({ event }: { event: StatisticEvent }) => (
  <li className="statistic-event" data-testid="statistic-event">
    <div className="statistic-event__head">
      <Text as="span" fontWeight="bold">
        {eventDetailTexts.time(event.starttime, event.endtime)} · {event.displayName}
      </Text>
      <Text as="span" fontSize="small" className="statistic-event__groups">
        {event.groups.join(', ')}
      </Text>
      <Button
        as={Link}
        to={`/eventDetail/${event.collection}/${encodeURIComponent(event.lessonDateId)}/classbook`}
        size="small"
        className="statistic-event__link"
      >
        {t.toClassbook}
      </Button>
    </div>
    {event.topic && (
      <Text as="p" className="statistic-event__option">
        <strong>{t.eventOptions.topic}:</strong> {event.topic}
      </Text>
    )}
    {event.notice && (
      <Text as="p" className="statistic-event__option">
        <strong>{t.eventOptions.notice}:</strong> {event.notice}
      </Text>
    )}
    {event.students.length > 0 && (
      <ul className="statistic-event__students">
        {event.students.map((entry) => {
          const words = entryWords(entry);
          const unexcused = !entry.excused?.value;
          return (
            <li key={entry.uid} className="statistic-entry" data-testid="statistic-entry">
              <span className="statistic-entry__name">{entry.displayName}</span>
              <span className={`statistic-entry__what${entry.presence === false && unexcused ? ' statistic-entry__what--error' : ''}`}>
                {words.what}
              </span>
              <span className="statistic-entry__detail">{[words.reason, words.excuse].filter(Boolean).join(' · ')}</span>
              <OptionChips options={entry.options} />
            </li>
          );
        })}
      </ul>
    )}
  </li>
);

/** The list of days with events, their event options and per-student options. */
export const StatisticDays = ({ days }: Pick<ClassbookStatistic, 'days'>) => (
  <section className="statistic-days" aria-labelledby="statistic-days">
    <Heading level={2} fontSize="large" id="statistic-days" className="visually-hidden">
      {t.days}
    </Heading>
    {days.map(({ day, events }) => (
      <section key={day} className="statistic-day" aria-label={format(parseISO(day), 'EEEE, dd.MM.yyyy', { locale: de })}>
        <Heading level={3} fontSize="medium" className="statistic-day__title">
          {format(parseISO(day), 'EEEE, dd.MM.yyyy', { locale: de })}
        </Heading>
        <ul className="statistic-day__events">
          {events.map((event) => (
            <EventCard key={event.lessonDateId} event={event} />
          ))}
        </ul>
      </section>
    ))}
  </section>
);
