import { Button } from '@aws-amplify/ui-react';
import type { ClassbookStatistic } from '@shared/schemas/classbook-statistic.schema.js';
import { Icon } from '../../components/icon.component.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { statisticCsv } from './statistic-csv.model.js';
import type { StatisticFilter } from './statistic-filter.model.js';

const download = (statistic: ClassbookStatistic, filter: StatisticFilter) => {
  const url = URL.createObjectURL(new Blob([statisticCsv(statistic)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = t.csvFile(filter.start, filter.end);
  link.click();
  URL.revokeObjectURL(url);
};

interface StatisticActionsProps {
  open: boolean;
  onToggle: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  data: ClassbookStatistic | undefined;
  filter: StatisticFilter;
}

/** The buttons above the statistics: open the filter, refresh, download the CSV. */
export const StatisticActions = ({ open, onToggle, onRefresh, refreshing, data, filter }: StatisticActionsProps) => (
  <div className="statistic-actions">
    <Button size="small" gap="xs" onClick={onToggle} aria-expanded={open} data-testid="statistic-filter-toggle">
      <Icon name="filter" size={20} />
      {open ? t.closeFilter : t.openFilter}
    </Button>
    <Button size="small" gap="xs" onClick={onRefresh} isLoading={refreshing} loadingText={t.refresh}>
      <Icon name="restart" size={20} />
      {t.refresh}
    </Button>
    {data && data.days.length > 0 && (
      <Button size="small" onClick={() => download(data, filter)} data-testid="statistic-csv">
        {t.csv}
      </Button>
    )}
  </div>
);
