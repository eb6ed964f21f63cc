import { Heading, Text } from '@aws-amplify/ui-react';

/** One section of the event (changes, tutors, rooms) as a list of lines, or its empty text. */
export const EventDetailSection = ({ id, title, items, empty }: { id: string; title: string; items: string[]; empty: string }) => (
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
