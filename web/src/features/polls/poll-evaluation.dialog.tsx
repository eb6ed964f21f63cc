import { Button, Heading, Text } from '@aws-amplify/ui-react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Text as ChartText,
  Tooltip,
  XAxis,
  YAxis,
  type XAxisTickContentProps,
} from 'recharts';
import { answeredAt, authorLabel, pollCsv } from '@shared/poll-csv.js';
import { questionsOf } from '@shared/poll-rules.js';
import type { EvaluatedQuestion, Poll, PollEvaluation } from '@shared/schemas/poll.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { usePollEvaluation } from './polls.api.js';

const t = pollTexts.evaluation;

/** An option's label under its bar, wrapped within the bar's share of the width (up to three lines), never over its neighbour's. */
const OptionTick = ({ x, y, width, visibleTicksCount, payload }: XAxisTickContentProps) => (
  <ChartText
    x={x}
    y={y}
    width={Math.max(Number(width) / visibleTicksCount - 6, 24)}
    maxLines={3}
    textAnchor="middle"
    verticalAnchor="start"
    fontSize={12}
  >
    {String(payload.value)}
  </ChartText>
);

const QuestionResult = ({ question }: { question: EvaluatedQuestion }) => (
  <section className="poll-view__section" data-testid="evaluation-question">
    <Heading level={3} fontSize="medium">
      {question.label}
    </Heading>
    {question.type === 'text' ? (
      question.texts.length === 0 ? (
        <Text>{t.noTexts}</Text>
      ) : (
        <ul>
          {question.texts.map((entry, index) => (
            <li key={index}>
              <strong>{authorLabel(entry.author)}:</strong> {entry.text}
            </li>
          ))}
        </ul>
      )
    ) : (
      <div className="poll-evaluation__chart" data-testid="evaluation-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={question.counts} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" interval={0} height={48} tick={OptionTick} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="count" name={t.count} fill="#1f6feb" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    )}
  </section>
);

/** Who answered and when (Berlin time), as the CSV lists them; not for an anonymous poll. */
const Respondents = ({ evaluation }: { evaluation: PollEvaluation }) => (
  <details className="poll-evaluation__respondents" data-testid="evaluation-respondents">
    <summary>{t.respondents(evaluation.responseCount)}</summary>
    <ul>
      {evaluation.responses.map((response, index) => (
        <li key={index}>
          {authorLabel(response.author)} · {answeredAt(response.createdAt)}
        </li>
      ))}
    </ul>
  </details>
);

const download = (poll: Poll, evaluation: PollEvaluation) => {
  const labels = new Map(
    questionsOf(poll.content).flatMap((question) => question.options.map((option) => [option.id, option.label] as const)),
  );
  const url = URL.createObjectURL(new Blob([pollCsv(evaluation, labels)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${poll.label.replace(/[^\p{L}\p{N} _-]/gu, '') || 'Umfrage'}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * 'Auswertung' (author only): who answered (S / E / L, class, a guardian's child, Berlin time), a bar chart per
 * question, free texts with authors, live while open, CSV export.
 */
export const PollEvaluationDialog = ({ poll, onClose }: { poll: Poll; onClose: () => void }) => {
  const evaluation = usePollEvaluation(poll.id, poll.state === 'open');
  return (
    <AppDialog open width="edit" onOpenChange={(open) => !open && onClose()} title={`${t.title}: ${poll.label}`} testId="poll-evaluation">
      <LoadState look="dialog" data={evaluation.data} error={evaluation.error}>
        {(data) => (
          <>
            <Text data-testid="evaluation-count">{t.responses(data.responseCount)}</Text>
            <Button size="small" onClick={() => download(poll, data)} marginBlock="small">
              {t.export}
            </Button>
            {!data.anonymous && data.responseCount > 0 && <Respondents evaluation={data} />}
            {data.questions.map((question) => (
              <QuestionResult key={question.id} question={question} />
            ))}
          </>
        )}
      </LoadState>
    </AppDialog>
  );
};
