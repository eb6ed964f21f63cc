import { Heading, Text } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import type { MouseEvent } from 'react';
import type { TodayOverview } from '@shared/schemas/today.schema.js';
import type { OverviewDay } from '@shared/today.js';
import { LoadState } from '../../components/load-state.component.js';
import { OfflineNotice } from '../../components/offline-notice.component.js';
import { todayTexts as t } from '../../i18n/today.de.js';
import { sectionId, sectionKeys, TodaySections } from './today-sections.component.js';
import { useTodayOverview } from './today.api.js';
import { WeatherBlock } from './weather-block.component.js';
import './today.css';

const jumpTo = (id: string) => (event: MouseEvent) => {
  event.preventDefault();
  const target = document.getElementById(id);
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.focus({ preventScroll: true });
};

/** One counter per section, each a jump link to its section. */
const Counters = ({ overview }: { overview: TodayOverview }) => (
  <nav aria-label={t.counters} className="today-counters">
    {sectionKeys.map((key) => (
      <a
        key={key}
        href={`#${sectionId(overview.day, key)}`}
        onClick={jumpTo(sectionId(overview.day, key))}
        className="today-counter"
        data-testid={`today-counter-${key}`}
      >
        <span className="today-counter__value">{overview.counters[key]}</span>
        <span className="today-counter__label">{t.sections[key].title}</span>
      </a>
    ))}
  </nav>
);

const isQuiet = ({ counters }: TodayOverview) => Object.values(counters).every((count) => count === 0);

/** A day of the today overview: label (unless the page title says it), weekday and date, weather, counters and sections, or 'Nichts los heute!'. */
export const TodayDay = ({ day, showLabel = true }: { day: OverviewDay; showLabel?: boolean }) => {
  const { data, error, mutate, offlineSince } = useTodayOverview(day.day);
  const headingId = `today-${day.day}-heading`;
  const date = format(parseISO(day.day), 'EEEE, dd.MM.yyyy', { locale: de });
  return (
    <section className="today-day" aria-labelledby={headingId} data-testid="today-day" data-day={day.day}>
      {showLabel ? (
        <>
          <Heading level={2} fontSize="xl" fontWeight="bold" id={headingId}>
            {day.label}
          </Heading>
          <Text className="today-day__date">{date}</Text>
        </>
      ) : (
        <Heading level={2} fontSize="large" className="today-day__date" id={headingId}>
          {date}
        </Heading>
      )}
      <OfflineNotice since={offlineSince} />
      <LoadState look="section" data={data} error={error}>
        {(overview) => (
          <>
            <WeatherBlock weather={overview.weather} />
            {isQuiet(overview) ? (
              <Text className="today-day__nothing" data-testid="today-nothing">
                {t.nothing}
              </Text>
            ) : (
              <>
                <Counters overview={overview} />
                <TodaySections overview={overview} onChanged={() => mutate()} />
              </>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
};
