import type { StudentRegister } from '../../shared/schemas/classbook.schema.js';
import type { EventCollection } from '../../shared/schemas/timetable.schema.js';
import { addDays } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { entityService } from '../_lib/entity-service.js';
import type { Scope } from './attendance.service.js';
import { groupRegisterEntity } from './group-register.entity.js';
import { lessonRegisterEntity } from './lesson-register.entity.js';

const registers = entityService({ lessonRegisterEntity, groupRegisterEntity });

export interface LessonRegisterInput {
  day: string;
  lessonDateId: string;
  groupIds: string[];
  controllStarted: boolean;
  topic?: string;
  notice?: string;
  students: Record<string, StudentRegister>;
  authorUid: string;
}

/** What the statistics show of the lesson beside its register: kind, name, subject, time and groups. */
export interface RegisterLesson {
  collection: EventCollection;
  displayName: string;
  subject: string;
  starttime: string;
  endtime: string;
  groups: { id: string; displayName: string }[];
}

/**
 * Writes the register of one lesson, all its students in one item, and its copy for each of the
 * lesson's groups (the statistics read those), in one transaction: never half-written.
 */
export const saveLessonRegister = async (scope: Scope, input: LessonRegisterInput, lesson: RegisterLesson) => {
  const { day, lessonDateId, controllStarted, topic, notice, students } = input;
  const copy = {
    ...scope,
    day,
    lessonDateId,
    controllStarted,
    ...(topic ? { topic } : {}),
    ...(notice ? { notice } : {}),
    students,
    collection: lesson.collection,
    displayName: lesson.displayName,
    subject: lesson.subject,
    starttime: lesson.starttime,
    endtime: lesson.endtime,
    groups: lesson.groups.map((group) => group.displayName),
  };
  const { canceled } = await registers.transaction
    .write(({ lessonRegisterEntity, groupRegisterEntity }) => [
      lessonRegisterEntity
        .put({ ...scope, ...input, displayName: lesson.displayName, starttime: lesson.starttime, endtime: lesson.endtime })
        .commit(),
      ...lesson.groups.map((group) => groupRegisterEntity.put({ ...copy, classbookGroupId: group.id }).commit()),
    ])
    .go();
  if (canceled) throw new AppError('conflict');
};

/**
 * The registers of a group's lessons from `start` to `end` (days, inclusive): one query of the
 * group's partition, a page per megabyte.
 */
export const listGroupRegisters = async ({ schoolId, schoolYearId }: Scope, groupId: string, start: string, end: string) => {
  const { data } = await groupRegisterEntity.query
    .byGroup({ schoolId, schoolYearId, classbookGroupId: groupId })
    .between({ day: start }, { day: addDays(end, 1) })
    .go({ pages: 'all' });
  return data;
};

/** The lesson registers of a school's day, as last saved: one query of the day's partition (its registers only). */
/**
 * Writes a register's students anew, in the lesson's item and its copy for each of its groups, in
 * one transaction (each only if it exists): never half-written.
 */
export const replaceRegisterStudents = async (
  scope: Scope,
  register: { day: string; lessonDateId: string; starttime: string; groupIds: string[] },
  students: Record<string, StudentRegister>,
) => {
  const { day, lessonDateId, starttime, groupIds } = register;
  const { canceled } = await registers.transaction
    .write(({ lessonRegisterEntity, groupRegisterEntity }) => [
      lessonRegisterEntity
        .patch({ ...scope, day, lessonDateId })
        .set({ students })
        .commit(),
      ...groupIds.map((classbookGroupId) =>
        groupRegisterEntity
          .patch({ ...scope, classbookGroupId, day, starttime, lessonDateId })
          .set({ students })
          .commit(),
      ),
    ])
    .go();
  if (canceled) throw new AppError('conflict');
};
