import type { StudentRegister } from '../../shared/schemas/classbook.schema.js';
import type { Scope } from './attendance.service.js';
import { lessonRegisterEntity } from './lesson-register.entity.js';

/**
 * The school's lesson registers of one day, read only: a module of its own, so a function that only
 * reads them (the unexcused-absence alert job) does not bundle the register writers and their grants.
 */
export const listLessonRegistersOfDay = async ({ schoolId, schoolYearId }: Scope, day: string) => {
  const { data } = await lessonRegisterEntity.query.byDay({ schoolId, schoolYearId, day }).go({ pages: 'all' });
  return data.map((register) => ({ ...register, students: register.students as Record<string, StudentRegister> }));
};
