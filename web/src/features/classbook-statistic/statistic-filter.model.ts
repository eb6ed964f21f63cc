import { optionKeysOf, studentSetNames, type OptionKey, type StudentSetName } from '@shared/classbook-option-sets.js';
import {
  eventOptionNames,
  setParams,
  studentOptionNames,
  type EventOptionName,
  type PresenceType,
  type StatisticQuery,
  type StudentOptionName,
} from '@shared/schemas/classbook-statistic.schema.js';
import { absentReasonSchema, type AbsentReason } from '@shared/schemas/classbook.schema.js';
import { addDays, mondayOf } from '@shared/week.js';

/** The filter panel's state (spec part 2, §3 Filter). */
export interface StatisticFilter {
  start: string;
  end: string;
  showEvents: boolean;
  eventGroupId: string;
  subject: string;
  eventSet: EventOptionName[];
  showStudents: boolean;
  studentGroupId: string;
  studentUid: string;
  presenceType: PresenceType;
  onlyNotExcused: boolean;
  reasons: AbsentReason[];
  studentSet: StudentOptionName[];
  /** The selected options of each other student set (Schülerinfos, Mitarbeit, Verhalten, Störungen). */
  sets: Record<StudentSetName, OptionKey[]>;
}

/** The default filter: the current week (Monday to Friday), both kinds of entries of one class, everything selected. */
export const defaultFilter = (today: string, groupId: string): StatisticFilter => ({
  start: mondayOf(today),
  end: addDays(mondayOf(today), 4),
  showEvents: true,
  eventGroupId: groupId,
  subject: '',
  eventSet: [...eventOptionNames],
  showStudents: true,
  studentGroupId: groupId,
  studentUid: '',
  presenceType: 'both',
  onlyNotExcused: false,
  reasons: [...absentReasonSchema.options],
  studentSet: [...studentOptionNames],
  sets: Object.fromEntries(studentSetNames.map((set) => [set, optionKeysOf(set)])) as StatisticFilter['sets'],
});

/**
 * A filter change by the §4 rules: a new event class resets the subject, a new student class
 * clears the student. (Every change makes a new query, so it is fetched again.)
 */
export const changeFilter = (filter: StatisticFilter, change: Partial<StatisticFilter>): StatisticFilter => {
  const next = { ...filter, ...change };
  if (change.eventGroupId !== undefined && change.eventGroupId !== filter.eventGroupId) next.subject = '';
  if (change.studentGroupId !== undefined && change.studentGroupId !== filter.studentGroupId) next.studentUid = '';
  return next;
};

const flag = (value: boolean) => (value ? 'true' : 'false');

/** The route's query of a filter: lists comma-separated; every reason selected asks for no reason filter. */
export const queryOf = (filter: StatisticFilter): StatisticQuery => ({
  start: filter.start,
  end: filter.end,
  eventOptions: flag(filter.showEvents),
  eventGroupId: filter.eventGroupId,
  ...(filter.subject ? { subject: filter.subject } : {}),
  eventSet: filter.eventSet.join(','),
  studentOptions: flag(filter.showStudents),
  studentGroupId: filter.studentGroupId,
  ...(filter.studentUid ? { studentUid: filter.studentUid } : {}),
  presenceType: filter.presenceType,
  onlyNotExcused: flag(filter.onlyNotExcused),
  ...(filter.reasons.length === absentReasonSchema.options.length ? {} : { reasons: filter.reasons.join(',') }),
  studentSet: filter.studentSet.join(','),
  ...Object.fromEntries(studentSetNames.map((set) => [setParams[set], filter.sets[set].join(',')])),
});
