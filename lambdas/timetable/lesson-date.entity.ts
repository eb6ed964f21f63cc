import { changeTypes, eventKinds, studentChangeTypes } from '../../shared/schemas/timetable.schema.js';
import { mondayOf } from '../../shared/week.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** A tutor of an event: uid, short name and, for staff without an account, the name the timetable import knows. */
const tutorRef = {
  type: 'map',
  properties: { uid: { type: 'string', required: true }, short: { type: 'string', required: true }, name: { type: 'string' } },
} as const;
const roomRef = {
  type: 'map',
  properties: { roomId: { type: 'string', required: true }, name: { type: 'string', required: true } },
} as const;
const subjectRef = {
  type: 'map',
  properties: {
    subjectId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    color: { type: 'string', required: true },
    shade: { type: 'number' },
  },
} as const;

/**
 * One dated event on one day: a lesson date, course date, special-event date or meeting date
 * (`kind`), with its changes and student changes. The item is stored once per audience: once for
 * each of its groups (`group:<groupId>`: classes and courses), once for each tutor, including
 * substitutes (`tutor:<uid>`), and once for each student moved into it (`student:<uid>`), in a
 * partition per school, school year, audience and week. A week view of a class, a tutor or a
 * student is therefore one query per audience, however many events the week holds. The copies of
 * one event are written together (seed, import). Changes live inside the item: they change with
 * the event and are read with it. An imported event has one more copy under the audience
 * `source:<source>`: the import's record of what it wrote. Access patterns:
 * - list the lesson dates of a group or a tutor in one week (weekplan, my groups)
 * - get the copies of one lesson date by id (index byId: event detail, updates of all copies)
 * - list the lesson dates an import wrote in one week (audience `source:untis`: re-imports)
 * - list the school's changed lesson dates of one week (audience `changes`: the Vertretungsplan)
 * - list the school's exam dates of a school year (audience `exams`, one partition per year: Termine)
 * - list the school's break supervision dates of one week (audience `supervisions`: 'Aufsichten')
 */
export const lessonDateEntity = new TableEntity(
  {
    model: { entity: 'lessonDate', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      audience: { type: 'string', required: true },
      weekStart: { type: 'string', required: true },
      lessonDateId: { type: 'string', required: true },
      kind: { type: eventKinds, default: 'lessonDate' },
      day: { type: 'string', required: true },
      starttime: { type: 'string', required: true },
      endtime: { type: 'string', required: true },
      displayName: { type: 'string', required: true },
      blockId: { type: 'string' },
      subject: subjectRef,
      rooms: { type: 'list', items: roomRef, default: () => [] },
      tutors: { type: 'list', items: tutorRef, default: () => [] },
      groups: {
        type: 'list',
        items: {
          type: 'map',
          properties: { groupId: { type: 'string', required: true }, displayName: { type: 'string', required: true } },
        },
        default: () => [],
      },
      notice: { type: 'string' },
      /** 'untis' on lesson dates an import wrote (with the hash of what it wrote); absent on others. */
      source: { type: 'string' },
      importHash: { type: 'string' },
      /** On meeting dates: the meeting and the revision of its dates (readers keep only the meeting's current one). */
      meetingId: { type: 'string' },
      meetingRevision: { type: 'string' },
      /** On meeting dates under the school's calendar audience: the meeting's calendars (readers keep their own). */
      calendarIds: { type: 'list', items: { type: 'string' } },
      course: {
        type: 'map',
        properties: { courseId: { type: 'string', required: true }, displayName: { type: 'string', required: true } },
      },
      studentChanges: {
        type: 'list',
        default: () => [],
        items: {
          type: 'map',
          properties: {
            changeId: { type: 'string', required: true },
            type: { type: studentChangeTypes, required: true },
            studentUids: { type: 'list', items: { type: 'string' }, required: true },
            text: { type: 'string' },
          },
        },
      },
      changes: {
        type: 'list',
        default: () => [],
        items: {
          type: 'map',
          properties: {
            changeId: { type: 'string', required: true },
            type: { type: changeTypes, required: true },
            visibleForStudent: { type: 'boolean', required: true },
            visibleForGuardian: { type: 'boolean', required: true },
            tutors: { type: 'list', items: tutorRef },
            rooms: { type: 'list', items: roomRef },
            subject: subjectRef,
            text: { type: 'string' },
          },
        },
      },
    },
    indexes: {
      byAudienceWeek: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'audience', 'weekStart'] },
        sk: { field: 'sk', composite: ['day', 'starttime', 'lessonDateId'] },
      },
      byId: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'schoolYearId', 'lessonDateId'] },
        sk: { field: 'gsi1sk', composite: ['audience'] },
      },
    },
  },
  entityConfig(),
);

export const audienceOfGroup = (groupId: string) => `group:${groupId}`;
export const audienceOfTutor = (uid: string) => `tutor:${uid}`;
export const audienceOfSource = (source: string) => `source:${source}`;
export const audienceOfStudent = (uid: string) => `student:${uid}`;
/**
 * The meeting dates of all calendars of a school: one copy per date, whatever its calendars; a
 * reader keeps those of the calendars it belongs to (one query per week, however many calendars).
 */
export const CALENDARS_AUDIENCE = 'calendars';
/**
 * The school's changed lesson dates: every writer of lesson dates (seed, Untis import, courses) gives
 * a lesson date with changes one more copy under this audience, in the same batch or transaction as
 * its other copies (`audiencesOf`), so the whole school's changes of a week are one query.
 */
export const CHANGES_AUDIENCE = 'changes';
/**
 * The school's exam dates (kind examDate): every writer gives one more copy under this audience, in
 * one partition per school year (`weekStartOf`), so the exams of a whole year are one query (Termine).
 */
export const EXAMS_AUDIENCE = 'exams';
/**
 * The school's break supervision dates (kind supervisionDate): one more copy each under this
 * audience, per week like the others, so the whole school's supervisions of a week are one query.
 */
export const SUPERVISIONS_AUDIENCE = 'supervisions';
/** The `weekStart` of the partitions that hold a whole school year (the exams audience). */
export const WHOLE_YEAR = 'year';

/** The `weekStart` key of a copy: the Monday of its day, or WHOLE_YEAR for the audiences kept per school year. */
export const weekStartOf = (audience: string, day: string) => (audience === EXAMS_AUDIENCE ? WHOLE_YEAR : mondayOf(day));
