import { changeTypes, type ChangeType } from '../../shared/schemas/timetable.schema.js';
import type { ArtFlags, TypeLetter } from './gpu014-art.parser.js';

/**
 * What the row means for the slot: `hidden` rows are not shown by Untis, break supervisions are not
 * lessons (their room fields hold corridors), `cancelled` means no lesson takes place.
 */
export type SubstitutionEffect = 'hidden' | 'breakSupervision' | 'cancelled' | 'takesPlace';

export type SubstitutionAttribute =
  | 'release'
  | 'lessonFree'
  | 'movedAway'
  | 'movedHere'
  | 'swap'
  | 'additionalLesson'
  | 'exam'
  | 'classSupervision'
  | 'selfStudy'
  | 'partial'
  | 'teacherSwap'
  | 'classChange'
  | 'open'
  | 'remark';

/** Who and what a GPU014 row names: teachers, subjects, rooms and classes before and after, and its text. */
export interface SubstitutionParticipants {
  absentTeacher?: string;
  substituteTeacher?: string;
  subject?: string;
  substituteSubject?: string;
  rooms: string[];
  substituteRooms: string[];
  substituteClasses: string[];
  text?: string;
}

export interface SubstitutionFacts extends SubstitutionParticipants {
  art: ArtFlags;
  /** Undefined for an empty (plain substitution) or unknown letter. */
  typeLetter?: TypeLetter;
  classes: string[];
}

export interface SubstitutionClassification {
  effect: SubstitutionEffect;
  /** In the order of `changeTypes` (shared/schemas/timetable.schema.ts); one row can be several changes at once (spec §3.3). */
  changeTypes: ChangeType[];
  attributes: SubstitutionAttribute[];
}

/** Attributes that are extra information about a lesson that still takes place. */
const ATTRIBUTE_CHANGES: ReadonlySet<SubstitutionAttribute> = new Set([
  'classSupervision',
  'selfStudy',
  'partial',
  'teacherSwap',
  'classChange',
]);

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}

function listOf(value: string | undefined): string[] {
  return value === undefined ? [] : [value];
}

/**
 * Which end of a move a row is: the bits say it when exactly one is set. Otherwise (letter T/F
 * alone, whose direction no source states) the original slot looks like a cancellation (no
 * substitute teacher or room, Untis help "Vertretungsverlegung") and the new slot does not.
 */
function moveDirection(facts: SubstitutionFacts): 'away' | 'here' | undefined {
  const { art, typeLetter } = facts;
  if (art.movedAway !== art.movedHere) return art.movedHere ? 'here' : 'away';
  if (!art.movedAway && typeLetter !== 'T' && typeLetter !== 'F') return undefined;
  return facts.substituteTeacher !== undefined || facts.substituteRooms.length > 0 ? 'here' : 'away';
}

function ordered(types: ReadonlySet<ChangeType>): ChangeType[] {
  return changeTypes.filter((type) => types.has(type));
}

/**
 * Spec §3.3, rules 1–11. Break supervision is tested before cancellation (rules 3 before 2) because
 * a break supervision is never a lesson, so even a cancelled one must not become a lesson change.
 */
export function classifySubstitution(facts: SubstitutionFacts): SubstitutionClassification {
  const { art, typeLetter: t } = facts;
  if (art.doNotPrint) return { effect: 'hidden', changeTypes: [], attributes: [] };
  if (t === 'B' || art.breakSupervision) return { effect: 'breakSupervision', changeTypes: [], attributes: [] };

  const direction = moveDirection(facts);
  const cancelAttributes: SubstitutionAttribute[] = [];
  if (t === 'L' || art.release) cancelAttributes.push('release');
  if (art.lessonFree) cancelAttributes.push('lessonFree');
  if (direction === 'away') cancelAttributes.push('movedAway');
  if (t === 'C' || art.cancelled || cancelAttributes.length > 0)
    return { effect: 'cancelled', changeTypes: ['cancel'], attributes: cancelAttributes };

  const attributes: SubstitutionAttribute[] = [];
  if (direction === 'here') attributes.push('movedHere');
  if (t === 'W') attributes.push('swap');
  if (t === 'A' || art.specialDuty) attributes.push('additionalLesson');
  if (t === 'E') attributes.push('exam');
  const replacement = attributes.length > 0;

  const hasSubstitute = facts.substituteTeacher !== undefined;
  const hasAbsent = facts.absentTeacher !== undefined;
  const roomOnly = t === 'R' || art.roomSubstitution;
  const noTeacher = !hasSubstitute && !roomOnly && !replacement;
  if (t === 'S' || art.supervision) attributes.push('classSupervision');
  if (art.plusAsSubstitute && !hasSubstitute) attributes.push('selfStudy');
  if (t === 'P' || art.partialSubstitution) attributes.push('partial');
  if (t === '~') attributes.push('teacherSwap');
  // A replacement with no original room, subject or class (e.g. an additional lesson) simply has
  // them; only a differing original makes it a change.
  const changed = (original: readonly string[], substitute: readonly string[]) =>
    substitute.length > 0 && (original.length > 0 || !replacement) && !sameSet(original, substitute);
  if (facts.classes.length > 0 && changed(facts.classes, facts.substituteClasses)) attributes.push('classChange');
  if (noTeacher && !attributes.includes('selfStudy') && !attributes.includes('classSupervision')) attributes.push('open');

  const types = new Set<ChangeType>();
  if (replacement) types.add('replacement');
  if (hasAbsent && hasSubstitute && facts.substituteTeacher !== facts.absentTeacher) types.add('substitution');
  if (!hasAbsent && hasSubstitute && !replacement) types.add('additionalTutorsChange');
  if (noTeacher) types.add('absentTutorsChange');
  if (changed(facts.rooms, facts.substituteRooms) || (roomOnly && facts.substituteRooms.length > 0)) types.add('roomChange');
  if (changed(listOf(facts.subject), listOf(facts.substituteSubject))) types.add('subjectChange');
  if (attributes.some((attribute) => ATTRIBUTE_CHANGES.has(attribute))) types.add('additionalAttribute');
  if (types.size === 0 && facts.text !== undefined) {
    attributes.push('remark');
    types.add('additionalAttribute');
  }
  return { effect: 'takesPlace', changeTypes: ordered(types), attributes };
}
