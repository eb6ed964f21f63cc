import { Alert, Button, Text } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ClassbookStatistic } from '../../../../shared/schemas/classbook-statistic.schema.js';
import type { MyGroups } from '../../../../shared/schemas/timetable.schema.js';
import { berlinToday } from '../../../../shared/week.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useMyGroups } from '../groups/index.js';
import { useClassbookStatistic } from './classbook-statistic.api.js';
import { statisticCsv } from './statistic-csv.js';
import { StatisticDays } from './statistic-days.component.js';
import { FilterPanel } from './statistic-filter.component.js';
import { changeFilter, defaultFilter, queryOf, type StatisticFilter } from './statistic-filter.js';
import { StatisticTotals } from './statistic-totals.component.js';
import './classbook-statistic.css';

const download = (statistic: ClassbookStatistic, filter: StatisticFilter) => {
  const url = URL.createObjectURL(new Blob([statisticCsv(statistic)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = t.csvFile(filter.start, filter.end);
  link.click();
  URL.revokeObjectURL(url);
};

/** The statistics of the tutor's classes: filter panel, totals and chart, the list of days. */
const Statistic = ({ groups, initialGroupId }: { groups: MyGroups['groups']; initialGroupId: string }) => {
  const [filter, setFilter] = useState(() => defaultFilter(berlinToday(), initialGroupId));
  const [open, setOpen] = useState(false);
  const query = useMemo(() => queryOf(filter), [filter]);
  const { data, error, isValidating, mutate } = useClassbookStatistic(query);
  const fieldErrors = Object.fromEntries(
    Object.entries(error?.fields ?? {}).map(([field, code]) => [
      field.replace(/^query\./, ''),
      t.fieldErrors[code] ?? errorText(error?.code),
    ]),
  );
  return (
    <>
      <div className="statistic-actions">
        <Button size="small" gap="xs" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="statistic-filter-toggle">
          <Icon name="filter" size={20} />
          {open ? t.closeFilter : t.openFilter}
        </Button>
        <Button size="small" gap="xs" onClick={() => void mutate()} isLoading={isValidating} loadingText={t.refresh}>
          <Icon name="restart" size={20} />
          {t.refresh}
        </Button>
        {data && data.days.length > 0 && (
          <Button size="small" onClick={() => download(data, filter)} data-testid="statistic-csv">
            {t.csv}
          </Button>
        )}
      </div>
      {open && (
        <FilterPanel
          filter={filter}
          onChange={(change) => setFilter((current) => changeFilter(current, change))}
          groups={groups}
          loaded={data}
          fieldErrors={fieldErrors}
        />
      )}
      {error?.fields ? (
        <Alert variation="error" data-testid="statistic-error">
          {Object.values(fieldErrors)[0]}
        </Alert>
      ) : (
        <LoadState look="page" data={data} error={error}>
          {(statistic) => (
            <>
              {filter.showStudents && <StatisticTotals totals={statistic.totals} weeks={statistic.weeks} />}
              {statistic.days.length === 0 ? (
                <Text className="load-state__message" data-testid="statistic-empty">
                  {t.empty}
                </Text>
              ) : (
                <StatisticDays days={statistic.days} />
              )}
            </>
          )}
        </LoadState>
      )}
    </>
  );
};

/** /classbookStatistic 'Klassenbuch' (tutors): the class register's statistics; `?groupId=` preselects a class. */
export const ClassbookStatisticPage = () => {
  const [search] = useSearchParams();
  const groups = useMyGroups();
  return (
    <main className="page classbook-statistic" data-testid="classbook-statistic-page">
      <PageHeader back="/" title={texts.titles.classbookStatistic} />
      <LoadState
        look="page"
        data={groups.data}
        error={groups.error}
        empty={{ when: (data) => data.groups.length === 0, text: t.noGroups, testId: 'statistic-no-groups' }}
      >
        {({ groups: list }) => {
          const wanted = search.get('groupId');
          const initial = list.find((group) => group.id === wanted) ?? list[0];
          return initial && <Statistic key={initial.id} groups={list} initialGroupId={initial.id} />;
        }}
      </LoadState>
    </main>
  );
};
