import { POLL_LIMITS, type Answers, type PollContent, type PollKind, type PollQuestion, type PollState } from './schemas/poll.schema.js';

/** Field issues of a builder or answer check: path → code (the API's `fields`, the web's messages). */
export type Issues = Record<string, string>;

/** Question types answered by choosing options. */
export const choiceTypes = new Set<PollQuestion['type']>(['select', 'options']);
export const isChoice = (question: PollQuestion) => choiceTypes.has(question.type);
/** Whether a question asks for an answer at all (a title only structures the poll). */
export const isAnswerable = (question: PollQuestion) => question.type !== 'title';

/** §5: the multiple-selection toggle needs at least 2 options. */
export const canChooseMultiple = (question: Pick<PollQuestion, 'options'>) => question.options.length >= 2;
/** §5: max is capped by the option count, min by max (0 means no restriction). */
export const cappedMax = (max: number, optionCount: number) => Math.max(0, Math.min(max, optionCount));
export const cappedMin = (min: number, max: number) => Math.max(0, max > 0 ? Math.min(min, max) : min);
/** How many options a question with `count` options may still get (the server refuses more than the maximum). */
export const optionsLeft = (count: number) => Math.max(0, POLL_LIMITS.optionsPerQuestion - count);
/** §5: availability empty or negative falls back to 1. */
export const availabilityOf = (value: number | string | null | undefined): number => {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : (value ?? Number.NaN);
  return Number.isInteger(number) && number >= 0 ? number : 1;
};

/** Every question of a poll with its position (the builder's and the answers' field paths). */
export const questionsOf = (content: PollContent) => content.sections.flatMap((section) => section.questions);

/** The limited options of a poll: each is one place counter. */
export const limitedOptionsOf = (content: PollContent) =>
  questionsOf(content).flatMap((question) =>
    question.limitedAvailability && isChoice(question) ? question.options.map((option) => ({ question, option })) : [],
  );

const questionIssues = (question: PollQuestion, path: string, issues: Issues) => {
  if (isChoice(question)) {
    if (question.options.length === 0) issues[`${path}.options`] = 'required';
    if (question.multiple && !canChooseMultiple(question)) issues[`${path}.multiple`] = 'too_few_options';
    if (question.max > question.options.length) issues[`${path}.max`] = 'above_options';
    if (question.max > 0 && question.min > question.max) issues[`${path}.min`] = 'above_max';
    if (!question.multiple && (question.min > 1 || question.max > 1)) issues[`${path}.max`] = 'single_choice';
  } else {
    if (question.options.length > 0) issues[`${path}.options`] = 'not_allowed';
    if (question.multiple) issues[`${path}.multiple`] = 'not_allowed';
    if (question.limitedAvailability) issues[`${path}.limitedAvailability`] = 'not_allowed';
  }
  if (question.type !== 'text' && question.format !== 'none') issues[`${path}.format`] = 'not_allowed';
};

/**
 * §5 builder rules the schema cannot state: ids unique, choice questions with options and sensible
 * limits, the limited options within one transaction, the due date when publishing (not before
 * `today`: a poll published past its due date could never be answered), no template published. Empty when the content may be saved (or published).
 */
export const pollContentIssues = (
  content: PollContent,
  { publishing = false, kind = 'poll', today }: { publishing?: boolean; kind?: PollKind; today?: string } = {},
): Issues => {
  const issues: Issues = {};
  const ids = new Set<string>();
  const unique = (id: string, path: string) => {
    if (ids.has(id)) issues[`${path}.id`] = 'duplicate';
    ids.add(id);
  };
  content.sections.forEach((section, sectionIndex) => {
    const sectionPath = `sections.${String(sectionIndex)}`;
    unique(section.id, sectionPath);
    section.questions.forEach((question, questionIndex) => {
      const path = `${sectionPath}.questions.${String(questionIndex)}`;
      unique(question.id, path);
      question.options.forEach((option, optionIndex) => {
        unique(option.id, `${path}.options.${String(optionIndex)}`);
      });
      questionIssues(question, path, issues);
    });
  });
  if (limitedOptionsOf(content).length > POLL_LIMITS.limitedOptions) issues.sections = 'too_many_limited_options';
  if (publishing && kind === 'template') issues.published = 'template';
  if (publishing && !content.dueDate) issues.dueDate = 'required';
  else if (publishing && today && content.dueDate && content.dueDate < today) issues.dueDate = 'past';
  return issues;
};

/** §4: draft until published; open through the due date; expired when the due date lies before today. */
export const pollStateOf = (poll: { published: boolean; dueDate: string | null }, today: string): PollState => {
  if (!poll.published) return 'draft';
  return poll.dueDate !== null && poll.dueDate < today ? 'expired' : 'open';
};

/**
 * §4 tabs: own is a due date today or later, or none; archive is published with a due date before
 * today. An unpublished poll whose due date passed stays under own: still the author's to edit.
 */
export const pollTabOf = (poll: { kind: PollKind; published: boolean; dueDate?: string | null }, today: string) => {
  if (poll.kind === 'template') return 'templates' as const;
  return poll.published && poll.dueDate && poll.dueDate < today ? ('archive' as const) : ('own' as const);
};

const formatPatterns: Record<Exclude<PollQuestion['format'], 'none'>, RegExp> = {
  number: /^\d+$/,
  time: /^([01]\d|2[0-3]):[0-5]\d$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  datetime: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
};

const isEmpty = (value: Answers[string]) => value === false || value === '' || (Array.isArray(value) && value.length === 0);

const choiceIssue = (question: PollQuestion, value: Answers[string]): string | null => {
  if (!Array.isArray(value)) return 'type';
  const known = new Set(question.options.map((option) => option.id));
  if (value.some((id) => !known.has(id))) return 'unknown_option';
  if (new Set(value).size !== value.length) return 'duplicate';
  if (!question.multiple && value.length > 1) return 'max';
  if (question.multiple && question.min > 0 && value.length < question.min) return 'min';
  if (question.multiple && question.max > 0 && value.length > question.max) return 'max';
  return null;
};

const valueIssue = (question: PollQuestion, value: Answers[string]): string | null => {
  if (question.type === 'checkbox') return typeof value === 'boolean' ? null : 'type';
  if (isChoice(question)) return choiceIssue(question, value);
  if (typeof value !== 'string') return 'type';
  return question.format === 'none' || formatPatterns[question.format].test(value) ? null : question.format;
};

/**
 * §5 answer rules: only questions of the poll, required ones answered, option ids of the question,
 * min/max of a multiple selection, the text formats (number: digits only). Keys are question ids.
 */
export const answerIssues = (content: PollContent, answers: Answers): Issues => {
  const issues: Issues = {};
  const questions = new Map(questionsOf(content).map((question) => [question.id, question]));
  for (const id of Object.keys(answers)) {
    const question = questions.get(id);
    if (!question || !isAnswerable(question)) issues[id] = 'unknown_question';
  }
  for (const question of questions.values()) {
    if (!isAnswerable(question)) continue;
    const value = answers[question.id];
    if (value === undefined || isEmpty(value)) {
      if (question.required) issues[question.id] = 'required';
      continue;
    }
    const issue = valueIssue(question, value);
    if (issue) issues[question.id] = issue;
  }
  return issues;
};

/** The limited option ids an answer takes a place of. */
export const takenOptionIds = (content: PollContent, answers: Answers | null): Set<string> => {
  const taken = new Set<string>();
  if (!answers) return taken;
  for (const question of questionsOf(content)) {
    const value = answers[question.id];
    if (question.limitedAvailability && isChoice(question) && Array.isArray(value)) value.forEach((id) => taken.add(id));
  }
  return taken;
};

const canonical = (answers: Answers) =>
  JSON.stringify(
    Object.keys(answers)
      .sort()
      .map((id) => {
        const value = answers[id];
        return [id, Array.isArray(value) ? [...value].sort() : value];
      }),
  );

/** Whether two answers say the same (the order of keys and of chosen options aside): a repeated request, not a change. */
export const sameAnswers = (one: Answers, other: Answers) => canonical(one) === canonical(other);
