import { Alert, Text } from '@aws-amplify/ui-react';
import type { ClassbookStatistic } from '@shared/schemas/classbook-statistic.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import type { ApiError } from '../../lib/api-error.js';
import { StatisticDays } from './statistic-days.component.js';
import { StatisticTotals } from './statistic-totals.component.js';

interface StatisticResultProps {
  data: ClassbookStatistic | undefined;
  error: ApiError | undefined;
  fieldErrors: Record<string, string>;
  showStudents: boolean;
}

/** The answer: the first field error, or the totals and chart and the list of days. */
export const StatisticResult = ({ data, error, fieldErrors, showStudents }: StatisticResultProps) =>
  error?.fields ? (
    <Alert variation="error" data-testid="statistic-error">
      {Object.values(fieldErrors)[0]}
    </Alert>
  ) : (
    <LoadState look="page" data={data} error={error}>
      {(statistic) => (
        <>
          {showStudents && <StatisticTotals totals={statistic.totals} weeks={statistic.weeks} />}
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
  );
