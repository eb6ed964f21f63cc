import {
  saveAbsence,
  saveDaynotice,
  type AbsenceInput,
  type DaynoticeInput,
  type Scope,
} from '../../lambdas/attendance/attendance.service.js';
import { groupIdsOfStudent } from '../../lambdas/timetable/year-groups.service.js';
import { cyclicAt, type NonEmpty } from '../../shared/cyclic.js';
import { defined } from '../../shared/defined.js';
import { addDays, daysFrom } from '../../shared/week.js';
import { seededWeeks } from './seed-day.js';

/**
 * A few day notes and absences for the demo schools in this week and the next (relative to today,
 * like the demo changes), so the today overview always has something to show: a note about Anna
 * (7a) every school day, Ben (9b) ill this week and on leave next week, Anna away on Thursdays for
 * two lessons, and in the other school Lena (6c) ill for both weeks.
 */
const notes: NonEmpty<{ title: string; content: string; endtime?: string }> = [
  { title: 'Arzttermin', content: 'Wird um 11:30 Uhr von der Mutter abgeholt.', endtime: '11:30' },
  { title: 'Medikament', content: 'Nimmt nach der 2. Stunde ihr Asthmaspray.' },
  { title: 'Sportbefreiung', content: 'Attest liegt vor, nimmt heute nicht am Sport teil.' },
];

/** Entries carry the student's groups, as the app's writes do. */
const groupsOf = (scope: Scope, studentUid: string) => groupIdsOfStudent(scope.schoolId, scope.schoolYearId, studentUid);
const writeDaynotice = async (scope: Scope, input: DaynoticeInput) => saveDaynotice(scope, input, await groupsOf(scope, input.studentUid));
const writeAbsence = async (scope: Scope, input: AbsenceInput) => saveAbsence(scope, input, await groupsOf(scope, input.studentUid));

export const seedDemoAttendance = async (uids: Map<string, string>) => {
  const lindenhof = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
  const birkenweg = { schoolId: 'birkenweg', schoolYearId: '2026-27' };
  const { first: thisMonday, second: nextMonday } = seededWeeks();
  const author = defined(uids.get('lehrer.mueller'), 'uid of a demo user');
  const anna = defined(uids.get('schueler.anna'), 'uid of a demo user');
  const ben = defined(uids.get('schueler.ben'), 'uid of a demo user');

  const schoolDays = [...daysFrom(thisMonday, 5), ...daysFrom(nextMonday, 5)];
  for (const [index, day] of schoolDays.entries()) {
    await writeDaynotice(lindenhof, {
      daynoticeId: `demo-note-${day}`,
      day,
      studentUid: anna,
      authorUid: author,
      ...cyclicAt(notes, index),
    });
  }
  await writeAbsence(lindenhof, {
    absenceId: `demo-ill-${thisMonday}`,
    studentUid: ben,
    start: thisMonday,
    end: addDays(thisMonday, 4),
    holeDay: true,
    reason: 0,
    notice: 'Grippe',
    authorUid: author,
  });
  await writeAbsence(lindenhof, {
    absenceId: `demo-leave-${nextMonday}`,
    studentUid: ben,
    start: nextMonday,
    end: addDays(nextMonday, 4),
    holeDay: true,
    reason: 3,
    notice: 'Familienfeier im Ausland',
    authorUid: author,
  });
  for (const monday of [thisMonday, nextMonday]) {
    const thursday = addDays(monday, 3);
    await writeAbsence(lindenhof, {
      absenceId: `demo-away-${thursday}`,
      studentUid: anna,
      start: thursday,
      end: thursday,
      holeDay: false,
      starttime: '09:55',
      endtime: '11:30',
      reason: 3,
      notice: 'Schulpsychologischer Dienst',
      authorUid: author,
    });
  }
  await writeAbsence(birkenweg, {
    absenceId: `demo-ill-${thisMonday}`,
    studentUid: defined(uids.get('schueler.lena'), 'uid of a demo user'),
    start: thisMonday,
    end: addDays(nextMonday, 4),
    holeDay: true,
    reason: 0,
    authorUid: defined(uids.get('lehrer.klein'), 'uid of a demo user'),
  });
};
