import { createElementResolver, type UnknownElement, type UntisFile } from './element-resolver.model.js';
import { buildExams } from './exams.model.js';
import { buildSupervisions } from './supervisions.model.js';
import { buildBreakSupervisions, buildChanges } from './timetable-changes.model.js';
import type { ImportProblem, ImportResolvers, TimetableImportInput, TimetableImportModel } from './timetable-import-types.model.js';
import { buildSlots } from './timetable-slots.model.js';

/** Master data keyed by short name; a repeated name is reported and its later rows ignored. */
function firstByName<T extends { name: string; line: number }>(
  rows: readonly T[] | undefined,
  file: UntisFile,
  problems: ImportProblem[],
): T[] {
  const seen = new Set<string>();
  return (rows ?? []).filter((row) => {
    if (seen.has(row.name)) problems.push({ file, line: row.line, code: 'duplicate-name', params: { name: row.name } });
    const first = !seen.has(row.name);
    seen.add(row.name);
    return first;
  });
}

/**
 * Combines parsed Untis files into one normalized model for the import job. Pure: no I/O, and the
 * same input always gives the same output in the same order. Keys are described in natural-keys.model.ts.
 */
export function buildTimetableImport(input: TimetableImportInput): TimetableImportModel {
  const problems: ImportProblem[] = [];
  const classes = firstByName(input.classes, 'GPU003', problems);
  const teachers = firstByName(input.teachers, 'GPU004', problems);
  const rooms = firstByName(input.rooms, 'GPU005', problems);
  const subjects = firstByName(input.subjects, 'GPU006', problems);
  const report = ({ file, line, kind, value }: UnknownElement) =>
    problems.push({ file, line, code: 'unknown-element', params: { kind, value } });
  const resolvers: ImportResolvers = {
    class: createElementResolver('class', input.classes && classes, report),
    teacher: createElementResolver('teacher', input.teachers && teachers, report),
    room: createElementResolver('room', input.rooms && rooms, report),
    subject: createElementResolver('subject', input.subjects && subjects, report, input.subjectOverrides),
  };
  const slots = buildSlots(input, resolvers, problems);
  return {
    classes: classes.map((row) => ({
      key: row.name,
      name: row.name,
      longName: row.longName,
      classTeacher: row.classTeacher,
      mainClass: row.mainClass,
      classGroup: row.classGroup,
      validFrom: row.validFrom,
      validTo: row.validTo,
    })),
    teachers: teachers.map((row) => ({
      key: row.name,
      name: row.name,
      lastName: row.lastName,
      firstName: row.firstName,
      title: row.title,
      gender: row.gender,
      email: row.email,
    })),
    rooms: rooms.map((row) => ({ key: row.name, name: row.name, longName: row.longName, capacity: row.capacity })),
    subjects: subjects.map((row) => ({
      key: row.name,
      name: row.name,
      longName: row.longName,
      color: row.background?.hex,
      textColor: row.foreground?.hex,
    })),
    slots,
    changes: buildChanges(input, resolvers, slots, problems),
    breakSupervisions: buildBreakSupervisions(input, resolvers),
    exams: buildExams(input, resolvers, slots, problems),
    supervisions: buildSupervisions(input, resolvers, problems),
    holidays: (input.holidays ?? []).map((row) => ({
      name: row.longName ?? row.name,
      from: row.from,
      to: row.to,
      publicHoliday: row.publicHoliday,
    })),
    hiddenSubstitutionLines: (input.substitutions ?? []).filter((row) => row.classification.effect === 'hidden').map((row) => row.line),
    problems,
  };
}
