import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { AnswerValue, Answers, PollContent } from '@shared/schemas/poll.schema.js';
import { QuestionField } from './question-field.component.js';

interface Props {
  content: PollContent;
  answers: Answers;
  onChange: (id: string, value: AnswerValue) => void;
  errors?: Record<string, string>;
  disabled?: boolean;
  taken?: Record<string, number>;
  mine?: ReadonlySet<string>;
}

/** The questions of a poll by section, to answer (the answer dialog) or to look at (the builder's preview). */
export const PollForm = ({ content, answers, onChange, errors = {}, disabled = false, taken = {}, mine = new Set() }: Props) => (
  <Flex direction="column" gap="medium" data-testid="poll-form">
    {content.description && <Text>{content.description}</Text>}
    {content.sections.map((section) => (
      <section key={section.id} className="poll-view__section">
        <Heading level={3} fontSize="large">
          {section.label}
        </Heading>
        {section.description && <Text>{section.description}</Text>}
        <Flex direction="column" gap="small" marginTop="small">
          {section.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id]}
              onChange={(value) => onChange(question.id, value)}
              error={errors[question.id]}
              disabled={disabled}
              taken={taken}
              mine={mine}
            />
          ))}
        </Flex>
      </section>
    ))}
  </Flex>
);
