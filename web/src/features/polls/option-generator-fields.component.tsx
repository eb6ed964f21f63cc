import { Flex, Radio, RadioGroupField, SliderField, TextField } from '@aws-amplify/ui-react';
import { POLL_LIMITS } from '../../../../shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';
import type { GeneratorIssues } from './option-generator.js';
import type { GeneratorState } from './use-option-generator.hook.js';

const t = pollTexts.generator;
const messageOf = (issue: GeneratorIssues[keyof GeneratorIssues]) => (issue ? t[issue] : undefined);

interface GeneratorFieldsProps {
  today: string;
  input: GeneratorState;
  onInput: (input: GeneratorState) => void;
  issues: GeneratorIssues;
}

/** The mode, then the day with start, end and step, or the first and last day of a range. */
export const GeneratorFields = ({ today, input, onInput, issues }: GeneratorFieldsProps) => {
  const field = (name: 'day' | 'start' | 'end' | 'startDay' | 'endDay', type: 'date' | 'time') => (
    <TextField
      label={t[name]}
      type={type}
      min={type === 'date' ? today : undefined}
      value={input[name]}
      onChange={(event) => onInput({ ...input, [name]: event.target.value })}
      hasError={Boolean(issues[name])}
      errorMessage={messageOf(issues[name])}
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
          {field('day', 'date')}
          {field('start', 'time')}
          {field('end', 'time')}
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
          {field('startDay', 'date')}
          {field('endDay', 'date')}
        </>
      )}
    </Flex>
  );
};
