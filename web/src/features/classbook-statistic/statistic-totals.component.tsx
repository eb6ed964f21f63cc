import { Heading, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ClassbookStatistic } from '@shared/schemas/classbook-statistic.schema.js';
import { isoWeek } from '@shared/week.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';

/** The chart's two series: what they count and their colour. */
const series = [
  { key: 'absentLessons', name: t.absentLessons, color: '#1f6feb' },
  { key: 'unexcusedLessons', name: t.unexcusedLessons, color: '#d1242f' },
] as const;

/** The chart's legend in German words: the swatches are decoration, the names say what each bar counts. */
const SeriesLegend = () => (
  <ul className="statistic-totals__legend">
    {series.map((entry) => (
      <li key={entry.key}>
        <span className="statistic-totals__swatch" style={{ background: entry.color }} aria-hidden="true" />
        {entry.name}
      </li>
    ))}
  </ul>
);

/** Totals per student (absent lessons, of them unexcused, late minutes) and the absences per week as a bar chart. */
export const StatisticTotals = ({ totals, weeks }: Pick<ClassbookStatistic, 'totals' | 'weeks'>) => (
  <section className="statistic-totals" aria-labelledby="statistic-totals">
    <Heading level={2} fontSize="large" id="statistic-totals">
      {t.totals}
    </Heading>
    <div className="statistic-totals__table">
      <Table size="small" data-testid="statistic-totals">
        <TableHead>
          <TableRow>
            <TableCell as="th">{t.student}</TableCell>
            <TableCell as="th">{t.absentLessons}</TableCell>
            <TableCell as="th">{t.unexcusedLessons}</TableCell>
            <TableCell as="th">{t.lateMinutes}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((total) => (
            <TableRow key={total.uid} data-testid="statistic-total">
              <TableCell>{total.displayName}</TableCell>
              <TableCell>{total.absentLessons}</TableCell>
              <TableCell>{total.unexcusedLessons}</TableCell>
              <TableCell>{total.lateMinutes}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
    {weeks.length > 0 && (
      <figure className="statistic-totals__chart" data-testid="statistic-chart">
        <figcaption>{t.weekChart}</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart
            data={weeks.map((week) => ({ ...week, label: t.week(isoWeek(week.weekStart).week) }))}
            margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip />
            <Legend content={SeriesLegend} />
            {series.map((entry) => (
              <Bar key={entry.key} dataKey={entry.key} name={entry.name} fill={entry.color} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
    )}
  </section>
);
