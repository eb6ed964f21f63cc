import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MyGroups } from '@shared/schemas/timetable.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useMyGroups } from '../groups/index.js';
import { StatisticActions } from './statistic-actions.component.js';
import { FilterPanel } from './statistic-filter.component.js';
import { StatisticResult } from './statistic-result.component.js';
import { useStatistic } from './use-statistic.hook.js';
import './classbook-statistic.css';

/** The statistics of the tutor's classes: filter panel, totals and chart, the list of days. */
const Statistic = ({ groups, initialGroupId }: { groups: MyGroups['groups']; initialGroupId: string }) => {
  const { filter, change, fieldErrors, data, error, isValidating, mutate } = useStatistic(initialGroupId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <StatisticActions
        open={open}
        onToggle={() => setOpen(!open)}
        onRefresh={() => void mutate()}
        refreshing={isValidating}
        data={data}
        filter={filter}
      />
      {open && <FilterPanel filter={filter} onChange={change} groups={groups} loaded={data} fieldErrors={fieldErrors} />}
      <StatisticResult data={data} error={error} fieldErrors={fieldErrors} showStudents={filter.showStudents} />
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
