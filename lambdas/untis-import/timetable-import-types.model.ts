import type { ImportWarningDetail } from '../../shared/schemas/timetable-import-warning.schema.js';
import type { ChangeType } from '../../shared/schemas/timetable.schema.js';
import type { ElementResolver, UntisFile } from './element-resolver.model.js';
import type { Gpu001Row } from './gpu001.parser.js';
import type { Gpu002Row } from './gpu002.parser.js';
import type { Gpu003Row } from './gpu003.parser.js';
import type { Gpu004Row, TeacherGender } from './gpu004.parser.js';
import type { Gpu005Row } from './gpu005.parser.js';
import type { Gpu006Row } from './gpu006.parser.js';
import type { Gpu009Row } from './gpu009.parser.js';
import type { SubstitutionAttribute, SubstitutionEffect, SubstitutionParticipants } from './gpu014-classification.model.js';
import type { Gpu014Row } from './gpu014.parser.js';
import type { Gpu017Row } from './gpu017.parser.js';
import type { Gpu018Row } from './gpu018.parser.js';
import type { PeriodTime, TimeGrid } from './time-grid.parser.js';

/** Shapes of the normalized Untis import model; keys are described in natural-keys.model.ts. */

/** A warning of the import model: the Untis file, the 1-based line (0: the file as a whole) and what is wrong. */
export type ImportProblem = { file: UntisFile; line: number } & ImportWarningDetail;

export interface TimetableImportInput {
  timetable: readonly Gpu001Row[];
  timeGrid: TimeGrid;
  /** Master data; when a file is left out its references are taken as written, unchecked. */
  classes?: readonly Gpu003Row[];
  teachers?: readonly Gpu004Row[];
  rooms?: readonly Gpu005Row[];
  subjects?: readonly Gpu006Row[];
  /** GPU002 adds validity, lesson group (A/B weeks) and student group to the slots. */
  lessons?: readonly Gpu002Row[];
  substitutions?: readonly Gpu014Row[];
  /** GPU009: the weekly break supervisions. */
  supervisions?: readonly Gpu009Row[];
  /** GPU017: the exams (Klausuren). */
  exams?: readonly Gpu017Row[];
  /** GPU018: days without lessons (school holidays and Feiertage). */
  holidays?: readonly Gpu018Row[];
  /** Course-style subject names (e.g. "M-LK1") → the GPU006 subject whose colour they use. */
  subjectOverrides?: Readonly<Record<string, string>>;
}

export interface ImportClass {
  key: string;
  name: string;
  longName?: string;
  classTeacher?: string;
  /** Part classes (Teilklassen): the class they belong to and their group. */
  mainClass?: string;
  classGroup?: string;
  validFrom?: string;
  validTo?: string;
}

export interface ImportTeacher {
  key: string;
  name: string;
  lastName?: string;
  firstName?: string;
  title?: string;
  gender?: TeacherGender;
  email?: string;
}

export interface ImportRoom {
  key: string;
  name: string;
  longName?: string;
  capacity?: number;
}

export interface ImportSubject {
  key: string;
  name: string;
  longName?: string;
  /** Background colour (what a tile is filled with), `#rrggbb`. */
  color?: string;
  textColor?: string;
}

export interface TimetableSlot extends Partial<PeriodTime> {
  key: string;
  lessonNumber: number;
  /** 1 = Monday … 7 = Sunday. */
  day: number;
  period: number;
  className: string;
  /** As written in GPU001, possibly a course name such as "M-LK1". */
  subject: string;
  /** The GPU006 subject it belongs to, if known. */
  subjectKey?: string;
  /** All coupling lines with this subject: team teachers and their rooms. */
  teachers: string[];
  rooms: string[];
  weekLabel?: string;
  lessonGroup?: string;
  studentGroup?: string;
  validFrom?: string;
  validTo?: string;
}

export interface TimetableChange extends Partial<PeriodTime>, SubstitutionParticipants {
  key: string;
  /** Key of the weekly slot the change applies to, when that slot is in this import. */
  slotKey?: string;
  date: string;
  period: number;
  lessonNumber?: number;
  className?: string;
  effect: Exclude<SubstitutionEffect, 'hidden' | 'breakSupervision'>;
  types: ChangeType[];
  attributes: SubstitutionAttribute[];
  reason?: string;
  lastModified?: string;
  substitutionId: number;
  line: number;
}

/** A school holiday or Feiertag of GPU018: no lessons from `from` to `to`, both included. */
export interface ImportHoliday {
  /** The long name when the export has one ("Osterferien"), else the short name. */
  name: string;
  from: string;
  to: string;
  publicHoliday: boolean;
}

/** Break supervisions are no lessons; corridors are kept as free text (they are not in GPU005). */
export interface BreakSupervisionChange {
  key: string;
  date: string;
  /** The break precedes this period. */
  beforePeriod: number;
  corridors: string[];
  absentTeacher?: string;
  substituteTeacher?: string;
  text?: string;
  line: number;
}

/** An exam of GPU017 (or a GPU014 row of type E): its periods on one day, for the classes of its lessons. */
export interface ImportExam extends Partial<PeriodTime> {
  key: string;
  /** GPU017 field 1 (e.g. "D-KA2"); for a GPU014 row its subject. */
  name: string;
  text?: string;
  date: string;
  fromPeriod: number;
  toPeriod: number;
  subjects: string[];
  /** The classes of its lesson numbers (GPU001, GPU002), or those GPU014 names. */
  classes: string[];
  /** The supervising teachers, then the teachers of its lessons: everyone whose plan shows it. */
  teachers: string[];
  rooms: string[];
  file: 'GPU017' | 'GPU014';
  line: number;
}

/** A weekly break supervision of GPU009 with the time of its break, in the weeks it is held. */
export interface ImportSupervision extends Partial<PeriodTime> {
  key: string;
  corridor: string;
  teacher: string;
  /** 1 = Monday … 7 = Sunday. */
  day: number;
  /** The break precedes this period. */
  beforePeriod: number;
  /** ISO calendar weeks; empty: every week. */
  weeks: number[];
  line: number;
}

export interface TimetableImportModel {
  classes: ImportClass[];
  teachers: ImportTeacher[];
  rooms: ImportRoom[];
  subjects: ImportSubject[];
  slots: TimetableSlot[];
  changes: TimetableChange[];
  breakSupervisions: BreakSupervisionChange[];
  exams: ImportExam[];
  supervisions: ImportSupervision[];
  holidays: ImportHoliday[];
  /** Lines of GPU014 that Untis marks "do not print"; not imported. */
  hiddenSubstitutionLines: number[];
  problems: ImportProblem[];
}

/** Reference resolution per element kind, shared by the slot and change builders. */
export interface ImportResolvers {
  class: ElementResolver;
  teacher: ElementResolver;
  room: ElementResolver;
  subject: ElementResolver;
}
