import { groupMemberEntity } from '../../lambdas/timetable/group-member.entity.js';
import { groupEntity } from '../../lambdas/timetable/group.entity.js';
import { saveLessonDates, type LessonDateInput } from '../../lambdas/timetable/lesson-date-write.service.js';
import { roomEntity } from '../../lambdas/timetable/room.entity.js';
import { subjectEntity } from '../../lambdas/timetable/subject.entity.js';
import { timeBlockEntity } from '../../lambdas/timetable/time-block.entity.js';
import type { NonEmpty } from '../../shared/cyclic.js';
import { defined } from '../../shared/defined.js';
import type { ChangeType } from '../../shared/schemas/timetable.schema.js';
import { addDays, isoWeekday, isWeekend } from '../../shared/week.js';
import {
  courseDates,
  eventDate,
  studentChangesByLesson,
  supervisionDates,
  type CoursePlan,
  type SupervisionPlan,
  type EventContext,
  type EventPlan,
  type MovePlan,
} from './demo-events.js';
import { demoUsers } from './demo-school.js';
import { seededWeeks } from './seed-day.js';

/**
 * The demo timetable: a time grid, subjects, rooms and classes per school, and a lesson for every
 * school day of the school year from a weekly pattern. This week and next week carry changes
 * (relative to today), so the weekplan always has something to show.
 */
interface Tutor {
  uid: string;
  short: string;
  name?: string;
}
export interface Block {
  blockId: string;
  name: string;
  starttime: string;
  endtime: string;
}
interface Subject {
  subjectId: string;
  name: string;
  color: string;
}
export interface Room {
  roomId: string;
  name: string;
}
export interface Slot {
  subject: string;
  block?: string;
  starttime?: string;
  endtime?: string;
  displayName?: string;
}
interface ChangeSpec {
  type: ChangeType;
  students: boolean;
  guardians: boolean;
  tutors?: Tutor[];
  rooms?: Room[];
  text?: string;
}
export interface ClassPlan {
  groupId: string;
  displayName: string;
  classTutor: string;
  students: string[];
  homeRoom: string;
  /** Monday to Friday: the lessons of the day. */
  week: Slot[][];
  /** Subject id → tutor username (accounts) or short name (staff without a demo login). */
  tutors: Record<string, string>;
  rooms: Record<string, string>;
}
/** Staff without a login have an id from their short name (and a name where the plan gives one, see SchoolPlan.staffNames). */
export const staffUid = (schoolId: string, short: string) => `${schoolId}-staff-${short.toLowerCase()}`;

export interface SchoolPlan {
  schoolId: string;
  schoolYearId: string;
  start: string;
  end: string;
  blocks: Block[];
  subjects: Subject[];
  rooms: Room[];
  classes: ClassPlan[];
  /** Short names of tutors with a login who are not demo users (the demo users carry their own). */
  loginShorts?: Record<string, string>;
  /** Names of staff without a login by short name, as a school's Untis import gives them (GPU004); others are known by short name only. */
  staffNames?: Record<string, string>;
  courses?: CoursePlan[];
  /** Special-event and meeting dates of the current school week. */
  events?: EventPlan[];
  supervisions?: SupervisionPlan[];
  /** Students moved from one lesson into another, this week and next. */
  studentMoves?: MovePlan[];
}

export const block = (number: number, starttime: string, endtime: string): Block => ({
  blockId: `b${number}`,
  name: `${number}. Stunde`,
  starttime,
  endtime,
});

/** The subjects of class lessons; the demo school adds its course AG Robotik. */
export const classSubjects: NonEmpty<Subject> = [
  { subjectId: 'de', name: 'Deutsch', color: '#e53935' },
  { subjectId: 'ma', name: 'Mathematik', color: '#1e88e5' },
  { subjectId: 'en', name: 'Englisch', color: '#fdd835' },
  { subjectId: 'bio', name: 'Biologie', color: '#43a047' },
  { subjectId: 'sp', name: 'Sport', color: '#fb8c00' },
  { subjectId: 'ku', name: 'Kunst', color: '#8e24aa' },
  { subjectId: 'ge', name: 'Geschichte', color: '#6d4c41' },
  { subjectId: 'ph', name: 'Physik', color: '#00acc1' },
  { subjectId: 'ch', name: 'Chemie', color: '#7cb342' },
  { subjectId: 'mu', name: 'Musik', color: '#d81b60' },
];
export const subjects: Subject[] = [...classSubjects, { subjectId: 'ag', name: 'AG Robotik', color: '#546e7a' }];

const s = (subject: string, blockNumber: number): Slot => ({ subject, block: `b${blockNumber}` });
const day = (...codes: (string | null)[]): Slot[] => codes.flatMap((code, index) => (code ? [s(code, index + 1)] : []));

const lindenhof: SchoolPlan = {
  schoolId: 'lindenhof',
  schoolYearId: '2026-27',
  start: '2026-08-01',
  end: '2027-07-31',
  blocks: [
    block(1, '08:00', '08:45'),
    block(2, '08:50', '09:35'),
    block(3, '09:55', '10:40'),
    block(4, '10:45', '11:30'),
    block(5, '11:50', '12:35'),
    block(6, '12:55', '13:40'),
    block(7, '14:30', '15:15'),
    block(8, '15:20', '16:05'),
  ],
  subjects,
  rooms: [
    { roomId: 'a101', name: 'A 101' },
    { roomId: 'a203', name: 'A 203' },
    { roomId: 'b204', name: 'B 204' },
    { roomId: 'n12', name: 'N 12' },
    { roomId: 'n14', name: 'N 14' },
    { roomId: 'n15', name: 'N 15' },
    { roomId: 'k02', name: 'K 02' },
    { roomId: 'm01', name: 'M 01' },
    { roomId: 'th', name: 'Turnhalle' },
  ],
  classes: [
    {
      groupId: '7a',
      displayName: '7a',
      classTutor: 'lehrer.mueller',
      students: ['schueler.anna'],
      homeRoom: 'a101',
      week: [
        day('de', 'de', 'ma', 'en', 'bio', 'ku'),
        day('ma', 'en', 'ge', 'de', 'sp', 'sp'),
        day('en', 'ma', 'bio', 'de', 'mu'),
        day('de', 'ma', 'ge', 'en', 'ph', 'ku'),
        day('ma', 'de', 'en', 'bio', 'ge'),
      ],
      tutors: {
        de: 'lehrer.mueller',
        ge: 'lehrer.mueller',
        en: 'lehrer.schmidt',
        bio: 'lehrer.schmidt',
        ma: 'BRA',
        sp: 'KOC',
        ku: 'WOL',
        mu: 'HAN',
        ph: 'LOR',
      },
      rooms: { bio: 'n12', ph: 'n14', ku: 'k02', mu: 'm01', sp: 'th' },
    },
    {
      groupId: '9b',
      displayName: '9b',
      classTutor: 'lehrer.schmidt',
      students: ['schueler.ben'],
      homeRoom: 'a203',
      week: [
        day('ma', 'de', 'ph', 'en', 'ge', 'sp'),
        day('ma', 'en', 'bio', 'de', 'ph', 'ku'),
        day('de', 'ma', 'en', 'ge', 'mu', 'ch'),
        [...day('en', 'ma', 'de', 'bio', 'ch', 'ph'), s('sp', 7), s('sp', 8)],
        [...day('ma', 'de', 'ge', 'en', 'bio'), { subject: 'sp', block: 'b6', starttime: '12:55', endtime: '13:30' }],
      ],
      tutors: {
        ph: 'lehrer.mueller',
        ma: 'lehrer.schmidt',
        de: 'FRI',
        ge: 'FRI',
        en: 'NEU',
        bio: 'NEU',
        sp: 'PAU',
        ku: 'ALT',
        mu: 'ZIE',
        ch: 'BEC',
      },
      rooms: { bio: 'n12', ph: 'n14', ch: 'n15', ku: 'k02', mu: 'm01', sp: 'th' },
    },
  ],
  staffNames: {
    BRA: 'Frau Brandt',
    KOC: 'Herr Koch',
    WOL: 'Frau Wolff',
    HAN: 'Herr Hansen',
    LOR: 'Herr Lorenz',
    FRI: 'Frau Friedrich',
    NEU: 'Herr Neubauer',
    PAU: 'Herr Paulsen',
    ALT: 'Frau Altmann',
    ZIE: 'Herr Ziegler',
    BEC: 'Frau Beck',
  },
  courses: [
    {
      courseId: 'ag-robotik',
      displayName: 'AG Robotik',
      subject: 'ag',
      tutor: 'LOR',
      room: 'n14',
      students: ['schueler.anna', 'schueler.ben'],
      weekday: 2,
      starttime: '14:00',
      endtime: '15:30',
    },
  ],
  events: [
    {
      id: 'lehrerkonferenz',
      kind: 'meetingDate',
      displayName: 'Lehrerkonferenz',
      weekday: 1,
      starttime: '15:30',
      endtime: '17:00',
      groups: [],
      tutors: ['lehrer.mueller', 'lehrer.schmidt'],
      room: 'a101',
    },
    {
      id: 'schulkonzert',
      kind: 'specialEventDate',
      displayName: 'Schulkonzert',
      weekday: 3,
      starttime: '18:00',
      endtime: '20:00',
      groups: ['7a', '9b'],
      tutors: ['lehrer.mueller'],
      room: 'm01',
      notice: 'Einlass ab 17:30 Uhr',
    },
    {
      id: 'klausur-mathematik-7a',
      kind: 'examDate',
      displayName: 'Mathematik 7a',
      subject: 'ma',
      block: 'b2',
      weekday: 3,
      starttime: '08:50',
      endtime: '10:40',
      groups: ['7a'],
      tutors: ['BRA', 'lehrer.mueller'],
      room: 'a101',
      notice: 'Klassenarbeit Nr. 2: Bruchrechnung',
    },
    {
      id: 'klausur-englisch-9b',
      kind: 'examDate',
      displayName: 'Englisch 9b',
      subject: 'en',
      block: 'b2',
      weekday: 1,
      starttime: '08:50',
      endtime: '09:35',
      groups: ['9b'],
      tutors: ['NEU', 'lehrer.mueller'],
      room: 'a203',
      notice: 'Vokabeltest Unit 3',
    },
  ],
  supervisions: [
    {
      id: 'aufsicht-pausenhof-mueller',
      tutor: 'lehrer.mueller',
      place: 'Pausenhof',
      weekdays: [0, 1, 2, 3, 4],
      block: 'b3',
      starttime: '09:35',
      endtime: '09:55',
    },
    {
      id: 'aufsicht-gang-nord-schmidt',
      tutor: 'lehrer.schmidt',
      place: 'Gang Nord',
      weekdays: [0, 2, 4],
      block: 'b5',
      starttime: '11:30',
      endtime: '11:50',
      takenOver: { weekday: 2, by: 'lehrer.mueller', text: 'Fortbildung' },
    },
  ],
  studentMoves: [
    {
      id: 'foerderung-anna',
      student: 'schueler.anna',
      from: { groupId: '7a', weekday: 4, block: 'b5' },
      to: { groupId: '9b', weekday: 4, block: 'b5' },
      text: 'Förderunterricht',
    },
  ],
};

const birkenweg: SchoolPlan = {
  schoolId: 'birkenweg',
  schoolYearId: '2026-27',
  start: '2026-08-01',
  end: '2027-07-31',
  blocks: [
    block(1, '07:55', '08:40'),
    block(2, '08:45', '09:30'),
    block(3, '09:50', '10:35'),
    block(4, '10:40', '11:25'),
    block(5, '11:45', '12:30'),
  ],
  subjects: subjects.filter((subject) => ['de', 'ma', 'en', 'bio', 'sp', 'mu'].includes(subject.subjectId)),
  rooms: [
    { roomId: 'r12', name: 'Raum 12' },
    { roomId: 'sh', name: 'Sporthalle' },
  ],
  classes: [
    {
      groupId: '6c',
      displayName: '6c',
      classTutor: 'lehrer.klein',
      students: ['schueler.lena'],
      homeRoom: 'r12',
      week: [
        day('de', 'ma', 'en', 'bio'),
        day('ma', 'de', 'sp', 'sp'),
        day('en', 'ma', 'de', 'mu'),
        day('de', 'en', 'ma', 'bio', 'mu'),
        day('ma', 'de', 'en'),
      ],
      tutors: { de: 'lehrer.klein', ma: 'lehrer.klein', en: 'GRA', bio: 'GRA', sp: 'OTT', mu: 'OTT' },
      rooms: { sp: 'sh' },
    },
  ],
  staffNames: { GRA: 'Frau Graf', OTT: 'Herr Otto' },
};

/** Changes by class, weekday (0 = Monday) and block, in both seeded weeks. */
const changesFor = (plan: SchoolPlan, tutor: (name: string) => Tutor): Map<string, ChangeSpec[]> => {
  const room = (roomId: string) =>
    defined(
      plan.rooms.find((item) => item.roomId === roomId),
      'room of the plan',
    );
  const { first, second } = seededWeeks();
  const perWeek: [string, number, string, ChangeSpec][] =
    plan.schoolId === 'lindenhof'
      ? [
          ['7a', 1, 'b3', { type: 'cancel', students: true, guardians: true }],
          ['7a', 2, 'b4', { type: 'substitution', students: true, guardians: true, tutors: [tutor('lehrer.schmidt')] }],
          ['7a', 3, 'b1', { type: 'roomChange', students: true, guardians: true, rooms: [room('b204')] }],
          ['7a', 4, 'b2', { type: 'additionalAttribute', students: false, guardians: false, text: 'Hospitation durch die Schulleitung' }],
          ['9b', 3, 'b5', { type: 'cancel', students: true, guardians: true }],
          ['9b', 1, 'b5', { type: 'roomChange', students: true, guardians: true, rooms: [room('b204')] }],
        ]
      : [['6c', 2, 'b4', { type: 'cancel', students: true, guardians: true }]];
  const changes = new Map<string, ChangeSpec[]>();
  for (const monday of [first, second]) {
    for (const [groupId, weekday, blockId, change] of perWeek) {
      const key = `${groupId}|${addDays(monday, weekday)}|${blockId}`;
      changes.set(key, [...(changes.get(key) ?? []), change]);
    }
  }
  return changes;
};

const writeAll = async <T>(items: T[], put: (batch: T[]) => Promise<{ unprocessed: unknown[] }>) => {
  const { unprocessed } = await put(items);
  if (unprocessed.length > 0) throw new Error(`demo timetable: ${unprocessed.length} items not written`);
};

/** Writes a school's time grid, subjects, rooms, classes, members and a lesson per school day. */
export const seedSchoolTimetable = async (plan: SchoolPlan, uids: Map<string, string>) => {
  const { schoolId, schoolYearId } = plan;
  const tutor = (name: string): Tutor =>
    uids.has(name)
      ? {
          uid: defined(uids.get(name), 'uid of a demo user'),
          short: plan.loginShorts?.[name] ?? defined(demoUsers.find((user) => user.username === name)?.short, 'short of a demo tutor'),
        }
      : { uid: staffUid(schoolId, name), short: name, ...(plan.staffNames?.[name] !== undefined && { name: plan.staffNames[name] }) };
  const blocks = new Map(plan.blocks.map((item) => [item.blockId, item]));
  const rooms = new Map(plan.rooms.map((item) => [item.roomId, item]));
  const subjectsById = new Map(plan.subjects.map((item) => [item.subjectId, item]));
  const changes = changesFor(plan, tutor);
  const context: EventContext = {
    schoolStart: plan.start,
    schoolEnd: plan.end,
    tutor,
    room: (roomId) => defined(rooms.get(roomId), 'room of the plan'),
    subject: (subjectId) => defined(subjectsById.get(subjectId), 'subject of the plan'),
    groupName: (groupId) =>
      defined(
        plan.classes.find((item) => item.groupId === groupId),
        'class of the plan',
      ).displayName,
    uidOf: (username) => defined(uids.get(username), 'uid of a demo user'),
  };
  const studentChanges = studentChangesByLesson(plan.studentMoves ?? [], context);
  const courses = plan.courses ?? [];

  await writeAll(
    plan.blocks.map((item) => ({ schoolId, schoolYearId, ...item, type: 'lesson' as const })),
    (batch) => timeBlockEntity.put(batch).go(),
  );
  await writeAll(
    plan.subjects.map((item) => ({ schoolId, schoolYearId, ...item, shade: 500 })),
    (batch) => subjectEntity.put(batch).go(),
  );
  await writeAll(
    plan.rooms.map((item) => ({ schoolId, ...item })),
    (batch) => roomEntity.put(batch).go(),
  );
  await writeAll(
    [
      ...plan.classes.map((item) => ({
        schoolId,
        schoolYearId,
        groupId: item.groupId,
        displayName: item.displayName,
        kind: 'class' as const,
        classTutorUid: tutor(item.classTutor).uid,
      })),
      ...courses.map((course) => ({
        schoolId,
        schoolYearId,
        groupId: course.courseId,
        displayName: course.displayName,
        kind: 'course' as const,
        classTutorUid: tutor(course.tutor).uid,
      })),
    ],
    (batch) => groupEntity.put(batch).go(),
  );
  await writeAll(
    [
      ...plan.classes.map((item) => ({ groupId: item.groupId, students: item.students })),
      ...courses.map((course) => ({ groupId: course.courseId, students: course.students })),
    ].flatMap(({ groupId, students }) =>
      students.map((student) => ({ schoolId, schoolYearId, groupId, studentUid: defined(uids.get(student), 'uid of a demo user') })),
    ),
    (batch) => groupMemberEntity.put(batch).go(),
  );

  const lessons: LessonDateInput[] = [];
  for (let date = plan.start; date <= plan.end; date = addDays(date, 1)) {
    if (isWeekend(date)) continue;
    const weekday = isoWeekday(date) - 1;
    for (const group of plan.classes) {
      for (const slot of group.week[weekday] ?? []) {
        const subject = defined(subjectsById.get(slot.subject), 'subject of the plan');
        const slotBlock = slot.block ? defined(blocks.get(slot.block), 'block of the plan') : undefined;
        const starttime = slot.starttime ?? defined(slotBlock, 'block or own times of a slot').starttime;
        const lessonDateId = `${group.groupId}-${date}-${slot.block ?? starttime.replace(':', '')}`;
        const tutorName = group.tutors[slot.subject];
        if (tutorName === undefined) throw new Error(`${group.groupId} has no tutor for ${slot.subject}`);
        const lessonTutor = tutor(tutorName);
        const lessonKey = `${group.groupId}|${date}|${slot.block}`;
        const specs = slot.block ? (changes.get(lessonKey) ?? []) : [];
        lessons.push({
          lessonDateId,
          day: date,
          starttime,
          endtime: slot.endtime ?? defined(slotBlock, 'block or own times of a slot').endtime,
          displayName: `${subject.name} ${group.displayName}`,
          blockId: slot.block,
          subject: { subjectId: subject.subjectId, name: subject.name, color: subject.color, shade: 500 },
          rooms: [defined(rooms.get(group.rooms[slot.subject] ?? group.homeRoom), 'room of the plan')],
          tutors: [lessonTutor],
          groups: [{ groupId: group.groupId, displayName: group.displayName }],
          changes: specs.map((spec, index) => ({
            changeId: `${lessonDateId}-c${index + 1}`,
            type: spec.type,
            visibleForStudent: spec.students,
            visibleForGuardian: spec.guardians,
            tutors: spec.tutors,
            rooms: spec.rooms,
            text: spec.text,
          })),
          studentChanges: studentChanges.get(lessonKey) ?? [],
        });
      }
    }
  }
  lessons.push(
    ...courses.flatMap((course) => courseDates(course, context)),
    ...(plan.events ?? []).map((event) => eventDate(event, context)),
    ...(plan.supervisions ?? []).flatMap((supervision) => supervisionDates(supervision, context)),
  );
  return saveLessonDates(schoolId, schoolYearId, lessons);
};

/** Seeds the timetables of both demo schools; idempotent (deterministic ids, puts only). */
export const seedDemoTimetable = async (uids: Map<string, string>) => {
  let items = 0;
  for (const plan of [lindenhof, birkenweg]) items += await seedSchoolTimetable(plan, uids);
  return items;
};
