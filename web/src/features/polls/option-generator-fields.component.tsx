import { Flex, Radio, RadioGroupField, SliderField, TextField } from '@aws-amplify/ui-react';
import { POLL_LIMITS } from '@shared/schemas/poll.schema.js';
import { DateField } from '../../components/date-field.component.js';
import { pollTexts } from '../../i18n/polls.de.js';
import type { GeneratorIssues } from './option-generator.model.js';
import type { GeneratorState } from './use-option-generator.hook.js';

const t = pollTexts.generator;
const messageOf = (issue: GeneratorIssues[keyof GeneratorIssues]) => (issue ? t[issue] : undefined);

interface GeneratorFieldsProps {
  today: string;
  input: GeneratorState;
  onInput: (input: GeneratorState) => void;
  issues: GeneratorIssues;
}

/**
 * The mode, then the day with start, end and step, or the first and last day of a range. Days in
 * the app's German date field (dd.MM.yyyy or its calendar), times typed as hh:mm (24 hours), not
 * in the browser's own fields, whose look and language follow the browser.
 */
export const GeneratorFields = ({ today, input, onInput, issues }: GeneratorFieldsProps) => {
  const day = (name: 'day' | 'startDay' | 'endDay') => (
    <DateField
      label={t[name]}
      min={today}
      value={input[name]}
      onChange={(value) => onInput({ ...input, [name]: value })}
      error={messageOf(issues[name])}
      testId={`generator-${name}`}
    />
  );
  const time = (name: 'start' | 'end') => (
    <TextField
      label={t[name]}
      placeholder={t.timeFormatHint}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      value={input[name]}
      onChange={(event) => onInput({ ...input, [name]: event.target.value })}
      hasError={Boolean(issues[name])}
      errorMessage={messageOf(issues[name])}
      data-testid={`generator-${name}`}
    />
  );
  return (
    <Flex direction="column" gap="small">
      <RadioGroupField
        legend={t.mode}
        name="mode"
        value={input.mode}
        direction="row"
        onChange={(event) => onInput({ ...input, mode: event.target.value })}
      >
        <Radio value="oneDay">{t.oneDay}</Radio>
        <Radio value="multipleDays">{t.multipleDays}</Radio>
      </RadioGroupField>
      {input.mode === 'oneDay' ? (
        <>
          {day('day')}
          <Flex gap="small" wrap="wrap">
            {time('start')}
            {time('end')}
          </Flex>
          <SliderField
            label={t.step(input.step)}
            min={POLL_LIMITS.slotStepMin}
            max={POLL_LIMITS.slotStepMax}
            value={input.step}
            onChange={(step) => onInput({ ...input, step })}
          />
        </>
      ) : (
        <>
          {day('startDay')}
          {day('endDay')}
        </>
      )}
    </Flex>
  );
};
