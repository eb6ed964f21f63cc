import {
  blankPollQuestion,
  pollDefaults,
  type PollContent,
  type PollOption,
  type PollQuestion,
  type PollSection,
} from '@shared/schemas/poll.schema.js';

/** The id in the path of a new poll's builder (`?kind=template` for a template): nothing is stored before its first save. */
export const NEW_POLL_ID = 'new';

const newId = () => crypto.randomUUID().slice(0, 8);

export const newOption = (number: number): PollOption => ({ id: newId(), label: pollDefaults.option(number), availability: 1 });

/** An option as 'Option hinzufügen' or a new question left it ('Option N', one place): generated options replace it. */
export const isUntouchedOption = (option: PollOption, index: number) =>
  option.label === pollDefaults.option(index + 1) && option.availability === 1;

/** The options after the generator's labels: the untouched defaults give way, the others stay first. */
export const withGeneratedOptions = (options: PollOption[], labels: string[]): PollOption[] => {
  const kept = options.filter((option, index) => !isUntouchedOption(option, index));
  return [...kept, ...labels.map((label, index) => ({ ...newOption(kept.length + index + 1), label }))];
};

export const newQuestion = (type: PollQuestion['type'] = 'options'): PollQuestion =>
  blankPollQuestion({
    id: newId(),
    type,
    label: type === 'title' ? pollDefaults.title : pollDefaults.question,
    options: type === 'select' || type === 'options' ? [newOption(1), newOption(2)] : [],
  });

export const newSection = (): PollSection => ({ id: newId(), label: pollDefaults.section, description: '', questions: [newQuestion()] });

/** A new poll: the default label, one section with one question of two options. */
export const newPollContent = (): PollContent => ({
  label: pollDefaults.poll,
  description: '',
  anonymous: false,
  dueDate: null,
  sections: [newSection()],
});

/** The default labels the builder clears on focus. */
export const isDefaultLabel = (label: string) =>
  label === pollDefaults.poll ||
  label === pollDefaults.section ||
  label === pollDefaults.title ||
  label === pollDefaults.question ||
  /^Option \d+$/.test(label);

/** A question changed to another type keeps its label; options only where they make sense. */
export const withType = (question: PollQuestion, type: PollQuestion['type']): PollQuestion => {
  const choice = type === 'select' || type === 'options';
  return {
    ...question,
    type,
    format: type === 'text' ? question.format : 'none',
    options: choice ? (question.options.length > 0 ? question.options : [newOption(1), newOption(2)]) : [],
    multiple: choice && question.multiple,
    limitedAvailability: choice && question.limitedAvailability,
    min: choice ? question.min : 0,
    max: choice ? question.max : 0,
  };
};
