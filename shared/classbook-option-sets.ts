/**
 * The class register's option sets (spec part 2, §3 Event option, option sets). Veranstaltung
 * (topic, notice) and Anwesenheit (presence, late, with reason and excuse) have their own fields;
 * the student sets below keep their options by key in `options` of a student's entry. Each option
 * has a value type and the spec's params: `multiline` (a text area), `errorOnActive` (shown as an
 * error when set), `withoutFalse` (false is no entry and deleted), `max` (numbers, 1 to max).
 */
export interface OptionDefinition {
  valueType: 'string' | 'number' | 'boolean';
  multiline?: boolean;
  errorOnActive?: boolean;
  withoutFalse?: boolean;
  max?: number;
}

/** A text of at most 500 characters, like the event options. */
export const OPTION_TEXT_MAX = 500;

const flag = (errorOnActive = false): OptionDefinition => ({ valueType: 'boolean', withoutFalse: true, errorOnActive });

/** The student option sets besides Anwesenheit, in the order the Tagebuch shows them, with their colours. */
export const studentOptionSets = {
  studentInfo: { color: 'blue', options: { info: { valueType: 'string', multiline: true } } },
  participation: {
    color: 'green',
    options: {
      goodParticipation: flag(),
      noParticipation: flag(true),
      /** Hausaufgaben: yes, no (kept: false is an entry), or nothing. */
      homework: { valueType: 'boolean' },
      materialMissing: flag(true),
    },
  },
  behaviour: {
    color: 'orange',
    options: { praise: flag(), warning: flag(true), behaviourNotice: { valueType: 'string', multiline: true } },
  },
  disruption: {
    color: 'purple',
    options: { disruptions: { valueType: 'number', errorOnActive: true, max: 10 }, phone: flag(true), leftRoom: flag(true) },
  },
} as const satisfies Record<string, { color: string; options: Record<string, OptionDefinition> }>;

export type StudentSetName = keyof typeof studentOptionSets;
export type OptionKey = { [S in StudentSetName]: keyof (typeof studentOptionSets)[S]['options'] }[StudentSetName];
export type OptionValue = string | number | boolean;

export const studentSetNames = Object.keys(studentOptionSets) as StudentSetName[];

/** The option keys of one set, in order. */
export const optionKeysOf = (set: StudentSetName) => Object.keys(studentOptionSets[set].options) as OptionKey[];

/** The options of one set with their definitions, in order. */
export const optionsOf = (set: StudentSetName) => Object.entries(studentOptionSets[set].options) as [OptionKey, OptionDefinition][];

/** Every option's definition and set, by key. */
export const optionDefinitions = new Map<string, OptionDefinition & { set: StudentSetName }>(
  studentSetNames.flatMap((set) =>
    Object.entries(studentOptionSets[set].options).map(([key, definition]) => [key, { ...definition, set }] as const),
  ),
);

/** The colours of the sets with their own fields. */
export const EVENT_SET_COLOR = 'teal';
export const PRESENCE_SET_COLOR = 'red';
