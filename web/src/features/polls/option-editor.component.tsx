import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { availabilityOf, optionsLeft } from '@shared/poll-rules.js';
import { pollDefaults, POLL_LIMITS, type PollOption, type PollQuestion } from '@shared/schemas/poll.schema.js';
import { pollTexts as t } from '../../i18n/polls.de.js';
import { FieldMessage } from './field-message.component.js';
import { LabelField } from './label-field.component.js';
import { OptionGeneratorDialog } from './option-generator.dialog.js';
import { isUntouchedOption, newOption, withGeneratedOptions } from './poll-defaults.model.js';
import { useFieldMessage } from './use-poll-builder.hook.js';

/** An option's label with its message after a refused save. */
const OptionLabel = ({ path, ...props }: Omit<Parameters<typeof LabelField>[0], 'max' | 'error'>) => (
  <LabelField {...props} path={path} max={POLL_LIMITS.labelMax} error={useFieldMessage(path)} />
);

interface Props {
  question: PollQuestion;
  /** The question's path (`sections.{s}.questions.{q}`). */
  path: string;
  onChange: (options: PollOption[]) => void;
}

/** The options of a choice question: label, places (limited availability: empty or negative → 1, down to 0), generator. */
export const OptionEditor = ({ question, path, onChange }: Props) => {
  const message = useFieldMessage(`${path}.options`);
  const [generating, setGenerating] = useState(false);
  const { options } = question;
  const full = optionsLeft(options.length) === 0;
  const set = (index: number, option: PollOption) => onChange(options.map((item, at) => (at === index ? option : item)));
  return (
    <Flex direction="column" gap="xs">
      {options.map((option, index) => (
        <div key={option.id} className="poll-builder__option">
          <OptionLabel
            label={`${t.builder.option} ${index + 1}`}
            path={`${path}.options.${String(index)}.label`}
            value={option.label}
            fallback={pollDefaults.option(index + 1)}
            onChange={(label) => set(index, { ...option, label })}
            testId="option-label"
          />
          {question.limitedAvailability ? (
            <TextField
              label={t.builder.availability}
              type="number"
              min={0}
              value={String(option.availability)}
              onChange={(event) => set(index, { ...option, availability: availabilityOf(event.target.value) })}
              data-testid="option-availability"
            />
          ) : (
            <span />
          )}
          <Button
            size="small"
            variation="link"
            aria-label={`${t.builder.removeOption} ${index + 1}`}
            onClick={() => onChange(options.filter((_, at) => at !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      <FieldMessage message={message} />
      <Flex gap="small" wrap="wrap">
        <Button size="small" isDisabled={full} onClick={() => onChange([...options, newOption(options.length + 1)])}>
          {t.builder.addOption}
        </Button>
        <Button size="small" isDisabled={full} onClick={() => setGenerating(true)}>
          {t.generator.open}
        </Button>
      </Flex>
      {generating && (
        <OptionGeneratorDialog
          existing={options.filter((option, index) => !isUntouchedOption(option, index)).length}
          onClose={() => setGenerating(false)}
          onGenerate={(labels) => {
            onChange(withGeneratedOptions(options, labels));
            setGenerating(false);
          }}
        />
      )}
    </Flex>
  );
};
