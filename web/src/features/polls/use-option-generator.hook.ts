import { useState } from 'react';
import { POLL_LIMITS } from '@shared/schemas/poll.schema.js';
import { berlinToday } from '@shared/week.js';
import { generateOptions, generatorIssues, type GeneratorInput } from './option-generator.model.js';

/** The slider's start value; the state keeps any number of its range. */
const initialStep: number = POLL_LIMITS.slotStepDefault;

export interface GeneratorState {
  mode: string;
  day: string;
  start: string;
  end: string;
  step: number;
  startDay: string;
  endDay: string;
}

/** The generator's input; its issues show after the first try, a valid try hands the labels to `onGenerate`. */
export const useOptionGenerator = (existing: number, onGenerate: (labels: string[]) => void) => {
  const today = berlinToday();
  const [input, setInput] = useState<GeneratorState>({
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
  const generate = () => {
    setTried(true);
    if (Object.keys(generatorIssues(value, today)).length === 0) onGenerate(generateOptions(value, existing));
  };
  return { today, input, setInput, issues, generate };
};
