import { Button, Flex, RadioGroupField, Radio, SliderField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { POLL_LIMITS } from '../../../../shared/schemas/poll.schema.js';
import { berlinToday } from '../../../../shared/week.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { generateOptions, generatorIssues, type GeneratorIssues, type GeneratorInput } from './option-generator.js';

const t = pollTexts.generator;
/** The slider's start value; the state keeps any number of its range. */
const initialStep: number = POLL_LIMITS.slotStepDefault;
const messageOf = (issue: GeneratorIssues[keyof GeneratorIssues]) => (issue ? t[issue] : undefined);

/**
 * Date options: one day in time slots (step default 15, slider 1–360) or one option per day of a
 * range; `existing` options of the question count towards its maximum.
 */
export const OptionGeneratorDialog = ({
  existing,
  onGenerate,
  onClose,
}: {
  existing: number;
  onGenerate: (labels: string[]) => void;
  onClose: () => void;
}) => {
  const today = berlinToday();
  const [input, setInput] = useState({
    mode: 'oneDay',
    day: today,
    start: '',
    end: '',
    step: initialStep,
    startDay: today,
    endDay: '',
  });
  const [tried, setTried] = useState(false);
  const value: GeneratorInput = input.mode === 'oneDay' ? { ...input, mode: 'oneDay' } : { ...input, mode: 'multipleDays' };
  const issues = tried ? generatorIssues(value, today) : {};
  const field = (name: 'day' | 'start' | 'end' | 'startDay' | 'endDay', type: 'date' | 'time') => (
    <TextField
      label={t[name]}
      type={type}
      min={type === 'date' ? today : undefined}
      value={input[name]}
      onChange={(event) => setInput({ ...input, [name]: event.target.value })}
      hasError={Boolean(issues[name])}
      errorMessage={messageOf(issues[name])}
    />
  );
  const generate = () => {
    setTried(true);
    if (Object.keys(generatorIssues(value, today)).length === 0) onGenerate(generateOptions(value, existing));
  };
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      width="edit"
      actions={
        <>
          <Button onClick={onClose}>{pollTexts.builder.cancel}</Button>
          <Button variation="primary" onClick={generate}>
            {t.generate}
          </Button>
        </>
      }
    >
      <Flex direction="column" gap="small">
        <RadioGroupField
          legend={t.mode}
          name="mode"
          value={input.mode}
          direction="row"
          onChange={(event) => setInput({ ...input, mode: event.target.value })}
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
              onChange={(step) => setInput({ ...input, step })}
            />
          </>
        ) : (
          <>
            {field('startDay', 'date')}
            {field('endDay', 'date')}
          </>
        )}
      </Flex>
    </AppDialog>
  );
};
