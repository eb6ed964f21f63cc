import { Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { TodayOverview } from '@shared/schemas/today.schema.js';
import { todayTexts as t } from '../../i18n/today.de.js';
import { EventTile } from '../weekplan/index.js';
import { Absences } from './absences.component.js';
import { studentLine } from './student-line.model.js';

export type SectionKey = keyof typeof t.sections;
export const sectionKeys: SectionKey[] = ['specialEvents', 'appointments', 'supervisions', 'daynotices', 'changes', 'absences'];
export const sectionId = (day: string, key: SectionKey) => `today-${day}-${key}`;

const Section = ({ day, name, count, children }: { day: string; name: SectionKey; count: number; children: ReactNode }) => (
  <section
    className="today-section"
    id={sectionId(day, name)}
    aria-labelledby={`${sectionId(day, name)}-title`}
    data-testid={`today-section-${name}`}
    tabIndex={-1}
  >
    <Heading level={3} fontSize="large" id={`${sectionId(day, name)}-title`}>
      {t.sections[name].title}
    </Heading>
    {count === 0 ? <Text className="today-section__empty">{t.sections[name].empty}</Text> : children}
  </section>
);

/** The spec's sections of a day, each with its empty state; `onChanged` reloads the day (a sick note confirmed). */
export const TodaySections = ({ overview, onChanged }: { overview: TodayOverview; onChanged: () => Promise<unknown> }) => {
  const { day, counters } = overview;
  const dates = (items: TodayOverview['appointments']) => (
    <ul className="today-list">
      {items.map((item) => (
        <li key={item.id} className="today-list__item">
          <span className="today-list__name">{item.displayName}</span>
          <span className="today-list__detail">{t.time(item.starttime, item.endtime)}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <Section day={day} name="specialEvents" count={counters.specialEvents}>
        {dates(overview.specialEvents)}
      </Section>
      <Section day={day} name="appointments" count={counters.appointments}>
        {dates(overview.appointments)}
      </Section>
      <Section day={day} name="supervisions" count={counters.supervisions}>
        {dates(overview.supervisions)}
      </Section>
      <Section day={day} name="daynotices" count={counters.daynotices}>
        <ul className="today-list">
          {overview.daynotices.map((note) => (
            <li key={note.id} className="today-list__item">
              <span className="today-list__name">{studentLine(note.student)}</span>
              <span className="today-list__detail">
                <strong>{note.title}</strong>: {note.content}
                {note.endtime && ` (${t.until(note.endtime)})`}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section day={day} name="changes" count={counters.changes}>
        <div className="today-changes">
          {overview.changes.map((lesson) => (
            <EventTile key={lesson.id} event={lesson} block={undefined} clickable />
          ))}
        </div>
      </Section>
      <Section day={day} name="absences" count={counters.absences}>
        <Absences overview={overview} onChanged={onChanged} />
      </Section>
    </>
  );
};
