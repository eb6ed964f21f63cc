import { pollContentIssues } from '@shared/poll-rules.js';
import { pollContentSchema, POLL_LIMITS, type PollKind } from '@shared/schemas/poll.schema.js';
import { pollTexts } from '../../i18n/polls.de.js';

const t = pollTexts.builder.messages;

/** Which field a path names, for the wording of its message ('Der Titel', 'Die Frage', …). */
const subjectOf = (path: string): keyof typeof t.subjects => {
  const last = path.split('.').at(-1) ?? '';
  if (/^sections\.\d+\.questions\.\d+\.options\.\d+\.label$/.test(path)) return 'option';
  if (/^sections\.\d+\.questions\.\d+\.label$/.test(path)) return 'question';
  if (/^sections\.\d+\.label$/.test(path)) return 'section';
  if (last === 'description') return 'description';
  if (last === 'hint') return 'hint';
  return 'label';
};

/** The message of one field issue: a code of the shared rules (the API's `fields`) or of the schema. */
export const issueMessage = (path: string, code: string, limit?: number): string => {
  switch (code) {
    case 'too_long':
      return t.tooLong(t.subjects[subjectOf(path)], limit ?? 0);
    case 'too_many':
      return t.tooMany(limit ?? 0);
    case 'too_short':
      return pollTexts.builder.required_;
    case 'required':
      return path === 'dueDate' ? t.dueDateRequired : path.endsWith('.options') ? t.optionsRequired : pollTexts.builder.required_;
    case 'past':
      return t.dueDatePast;
    case 'too_few_options':
      return t.tooFewOptions;
    case 'above_options':
      return t.aboveOptions;
    case 'above_max':
      return t.aboveMax;
    case 'too_many_limited_options':
      return t.tooManyLimited(POLL_LIMITS.limitedOptions);
    case 'too_large':
      return t.tooLarge;
    case 'control_characters':
      return t.controlCharacters;
    default:
      return t.invalid;
  }
};

/**
 * The builder's messages per field path (`label`, `dueDate`, `sections.0.questions.1.label`, …):
 * the shared schema's limits first, then the shared §5 rules (the due date when publishing), as the
 * server checks them. Empty when the content may be saved (or published).
 */
export const builderMessages = (
  content: unknown,
  options: { publishing: boolean; kind: PollKind; today: string },
): Record<string, string> => {
  const parsed = pollContentSchema.safeParse(content);
  if (!parsed.success) {
    const messages: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (messages[path]) continue;
      const code =
        issue.code === 'too_big'
          ? issue.origin === 'string'
            ? 'too_long'
            : 'too_many'
          : issue.code === 'too_small' && issue.origin === 'string'
            ? 'too_short'
            : issue.message;
      messages[path] = issueMessage(path, code, issue.code === 'too_big' ? Number(issue.maximum) : undefined);
    }
    return messages;
  }
  return Object.fromEntries(
    Object.entries(pollContentIssues(parsed.data, options)).map(([path, code]) => [path, issueMessage(path, code)]),
  );
};
