import * as z from 'zod';
import { idSchema, isoDaySchema } from './common.schema.js';
import { revisionSchema } from './revision.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

/** The spec's §9 limits of a poll, plus the bounds the server needs (items per transaction, sizes). */
export const POLL_LIMITS = {
  questionLabelMax: 50,
  labelMax: 200,
  descriptionMax: 2000,
  hintMax: 200,
  sections: 20,
  questionsPerSection: 50,
  optionsPerQuestion: 100,
  /** Each limited option is one counter in the answer's transaction (DynamoDB: 100 items, one is the response). */
  limitedOptions: 99,
  availabilityMax: 100_000,
  textAnswerMax: 2000,
  /** The time-slot step of the date-option generator: default 15 minutes, slider 1 to 360. */
  slotStepDefault: 15,
  slotStepMin: 1,
  slotStepMax: 360,
  /** §9 poll reload interval: places and results shown while answering or evaluating load again this often. */
  reloadIntervalMs: 5000,
} as const;

/** The entities' default labels (§3): the builder shows them, clears them on focus and falls back to them. */
export const pollDefaults = {
  poll: 'Unbekannte Umfrage',
  section: 'Unbekannter Abschnitt',
  title: 'Unbekannter Titel',
  question: 'Unbekannte Frage',
  option: (number: number) => `Option ${String(number)}`,
} as const;

export const questionTypeSchema = z.enum(['title', 'text', 'checkbox', 'select', 'options']);
export type QuestionType = z.infer<typeof questionTypeSchema>;
export const questionFormatSchema = z.enum(['none', 'number', 'time', 'date', 'datetime']);
export type QuestionFormat = z.infer<typeof questionFormatSchema>;

export const pollOptionSchema = z
  .object({
    id: idSchema,
    label: singleLineText({ min: 1, max: POLL_LIMITS.labelMax }),
    /** Places of the option when its question has limited availability (integer, min 0). */
    availability: z.number().int().min(0).max(POLL_LIMITS.availabilityMax),
  })
  .strict();
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollQuestionSchema = z
  .object({
    id: idSchema,
    type: questionTypeSchema,
    label: singleLineText({ min: 1, max: POLL_LIMITS.questionLabelMax }),
    hint: singleLineText({ max: POLL_LIMITS.hintMax }),
    required: z.boolean(),
    multiple: z.boolean(),
    /** Number of answers for multiple selection: 0 means no restriction. */
    min: z.number().int().min(0).max(POLL_LIMITS.optionsPerQuestion),
    max: z.number().int().min(0).max(POLL_LIMITS.optionsPerQuestion),
    format: questionFormatSchema,
    /** The evaluation shows 'Unbekannt' as the author of this question's answers. */
    anonymous: z.boolean(),
    limitedAvailability: z.boolean(),
    options: z.array(pollOptionSchema).max(POLL_LIMITS.optionsPerQuestion),
  })
  .strict();
export type PollQuestion = z.infer<typeof pollQuestionSchema>;

/** A question with its id, type and label and every other setting at its default (optional, single choice, no limits); `settings` overrides. */
export const blankPollQuestion = (settings: Pick<PollQuestion, 'id' | 'type' | 'label'> & Partial<PollQuestion>): PollQuestion => ({
  hint: '',
  required: false,
  multiple: false,
  min: 0,
  max: 0,
  format: 'none',
  anonymous: false,
  limitedAvailability: false,
  options: [],
  ...settings,
});

export const pollSectionSchema = z
  .object({
    id: idSchema,
    label: singleLineText({ min: 1, max: POLL_LIMITS.labelMax }),
    description: multiLineText({ max: POLL_LIMITS.descriptionMax }),
    questions: z.array(pollQuestionSchema).max(POLL_LIMITS.questionsPerSection),
  })
  .strict();
export type PollSection = z.infer<typeof pollSectionSchema>;

/** What the builder edits: a poll's or a template's content. */
export const pollContentSchema = z
  .object({
    label: singleLineText({ min: 1, max: POLL_LIMITS.labelMax }),
    description: multiLineText({ max: POLL_LIMITS.descriptionMax }),
    anonymous: z.boolean(),
    /** The last day answers are taken (Europe/Berlin); required only when publishing. */
    dueDate: isoDaySchema.nullable(),
    sections: z.array(pollSectionSchema).max(POLL_LIMITS.sections),
  })
  .strict();
export type PollContent = z.infer<typeof pollContentSchema>;

export const pollKindSchema = z.enum(['poll', 'template']);
export type PollKind = z.infer<typeof pollKindSchema>;

/** open: answers taken; expired: the due date lies before today; draft: not published (author only). */
export const pollStateSchema = z.enum(['draft', 'open', 'expired']);
export type PollState = z.infer<typeof pollStateSchema>;

/** One answer: text (text formats), a tick (checkbox), option ids (select, options). */
export const answerValueSchema = z.union([
  multiLineText({ max: POLL_LIMITS.textAnswerMax }),
  z.boolean(),
  z.array(idSchema).max(POLL_LIMITS.optionsPerQuestion),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z.record(idSchema, answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

export const pollSummarySchema = z.object({
  id: idSchema,
  kind: pollKindSchema,
  label: z.string(),
  dueDate: z.string().nullable(),
  published: z.boolean(),
  state: pollStateSchema,
  createdAt: z.string(),
});
export type PollSummary = z.infer<typeof pollSummarySchema>;

export const pollTabSchema = z.enum(['own', 'templates', 'archive']);
export type PollTab = z.infer<typeof pollTabSchema>;
export const listPollsQuerySchema = z.object({ tab: pollTabSchema }).strict();
export const pollListSchema = z.object({ polls: z.array(pollSummarySchema) });

/** A poll as the poll page reads it: content, state, places taken, and the caller's own answers. */
export const pollSchema = pollSummarySchema.extend({
  content: pollContentSchema,
  /** The caller wrote it (tutors: edit, publish, evaluate). */
  own: z.boolean(),
  /** Places taken per limited option id. */
  taken: z.record(z.string(), z.number().int().min(0)),
  /** The caller's (a guardian's: for the active child) answers, null when not done. */
  myAnswers: answersSchema.nullable(),
  /** The revision an edit of the content names. */
  revision: revisionSchema,
});
export type Poll = z.infer<typeof pollSchema>;

export const pollParamsSchema = z.object({ pollId: idSchema }).strict();
export const createPollBodySchema = z.object({ kind: pollKindSchema, content: pollContentSchema }).strict();
/** An edit: the content and the revision it was loaded at (an older one answers 409 'conflict'). */
export const updatePollBodySchema = z.object({ content: pollContentSchema, revision: revisionSchema }).strict();
export type UpdatePollBody = z.infer<typeof updatePollBodySchema>;
export const copyPollBodySchema = z.object({ as: pollKindSchema }).strict();
export const deletedPollSchema = z.object({ id: idSchema });
export const answerPollBodySchema = z.object({ answers: answersSchema }).strict();
export const answeredPollSchema = z.object({ id: idSchema, taken: z.record(z.string(), z.number().int().min(0)) });

/**
 * An answer's author in the evaluation: S (student), E (guardian), L (tutor); null name for 'Unbekannt'.
 * A guardian's answer names the child it was given for (`child`); `group` is the student's or child's class.
 */
export const responseAuthorSchema = z.object({
  role: z.enum(['S', 'E', 'L']).nullable(),
  name: z.string().nullable(),
  child: z.string().nullable(),
  group: z.string().nullable(),
});
export type ResponseAuthor = z.infer<typeof responseAuthorSchema>;

export const evaluatedQuestionSchema = z.object({
  id: idSchema,
  label: z.string(),
  type: questionTypeSchema,
  /** Per option: how often it was chosen (select, options); checkbox: Ja / Nein. */
  counts: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int().min(0) })),
  /** Free-text answers with their authors (text questions). */
  texts: z.array(z.object({ author: responseAuthorSchema, text: z.string() })),
});
export type EvaluatedQuestion = z.infer<typeof evaluatedQuestionSchema>;

export const pollEvaluationSchema = z.object({
  id: idSchema,
  label: z.string(),
  anonymous: z.boolean(),
  responseCount: z.number().int().min(0),
  questions: z.array(evaluatedQuestionSchema),
  /** Every response for the CSV export: author and answers keyed by question id. */
  responses: z.array(z.object({ author: responseAuthorSchema, createdAt: z.string(), answers: answersSchema })),
});
export type PollEvaluation = z.infer<typeof pollEvaluationSchema>;
