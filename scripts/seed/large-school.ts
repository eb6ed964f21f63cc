import { schoolYearEntity } from '../../lambdas/schools/school-year.entity.js';
import { schoolEntity } from '../../lambdas/schools/school.entity.js';
import { userEntity } from '../../lambdas/users/user.entity.js';
import { cyclicAt } from '../../shared/cyclic.js';
import { defined } from '../../shared/defined.js';
import type { DemoUser } from './demo-school.js';
import {
  block,
  classSubjects,
  seedSchoolTimetable,
  staffUid,
  subjects,
  type ClassPlan,
  type SchoolPlan,
  type Slot,
} from './demo-timetable.js';
import { cognito, ensureCognitoUser } from './seed-demo.js';

/**
 * The benchmark school: 48 classes (grades 5 to 12, a to f) of 25 students, 100 tutors and a
 * lesson for every school day of the year. Only the two benchmark logins get Cognito accounts;
 * everyone else is an imported person who has not registered yet (as after an admin import).
 */
export const LARGE_SCHOOL_ID = 'grossstadt';
export const largeSchoolLogins = { tutor: 'last.lehrer', student: 'last.schueler' } as const;

export const LARGE_SCHOOL_CLASSES = [5, 6, 7, 8, 9, 10, 11, 12].flatMap((grade) =>
  ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => `${grade}${letter}`),
);
const STUDENTS_PER_CLASS = 25;
const TUTORS = 100;
export const largeSchoolYear = { schoolYearId: '2026-27', name: '2026/27', start: '2026-08-01', end: '2027-07-31' };
const tutorShort = (index: number) => `L${String(index).padStart(3, '0')}`;

/** Six lessons a day from a rotation of the subjects, shifted per class so the week differs. */
const weekOf = (classIndex: number): Slot[][] =>
  [0, 1, 2, 3, 4].map((weekday) =>
    [1, 2, 3, 4, 5, 6].map((period) => ({
      subject: cyclicAt(classSubjects, classIndex + weekday * 6 + period).subjectId,
      block: `b${period}`,
    })),
  );

const classPlan = (groupId: string, classIndex: number): ClassPlan => ({
  groupId,
  displayName: groupId,
  classTutor: classIndex === 0 ? largeSchoolLogins.tutor : tutorShort(classIndex + 1),
  students: Array.from({ length: STUDENTS_PER_CLASS }, (_, index) =>
    classIndex === 0 && index === 0 ? largeSchoolLogins.student : `${groupId}-s${index + 1}`,
  ),
  homeRoom: `r${classIndex + 1}`,
  week: weekOf(classIndex),
  // Each class has its own set of tutors from the pool; the benchmark tutor teaches in several classes.
  tutors: Object.fromEntries(
    subjects.map((subject, subjectIndex) => {
      const index = (classIndex * 3 + subjectIndex * 7) % TUTORS;
      return [
        subject.subjectId,
        index === 0 || (subjectIndex === 0 && classIndex % 8 === 0) ? largeSchoolLogins.tutor : tutorShort(index + 1),
      ];
    }),
  ),
  rooms: { sp: 'halle', ph: 'phys', ch: 'chem', bio: 'bio' },
});

const plan: SchoolPlan = {
  schoolId: LARGE_SCHOOL_ID,
  schoolYearId: largeSchoolYear.schoolYearId,
  start: largeSchoolYear.start,
  end: largeSchoolYear.end,
  blocks: [
    block(1, '08:00', '08:45'),
    block(2, '08:50', '09:35'),
    block(3, '09:55', '10:40'),
    block(4, '10:45', '11:30'),
    block(5, '11:50', '12:35'),
    block(6, '12:55', '13:40'),
  ],
  subjects,
  rooms: [
    ...LARGE_SCHOOL_CLASSES.map((_, index) => ({ roomId: `r${index + 1}`, name: `Raum ${index + 1}` })),
    { roomId: 'halle', name: 'Sporthalle' },
    { roomId: 'phys', name: 'Physik-Saal' },
    { roomId: 'chem', name: 'Chemie-Saal' },
    { roomId: 'bio', name: 'Bio-Saal' },
  ],
  classes: LARGE_SCHOOL_CLASSES.map(classPlan),
  loginShorts: { [largeSchoolLogins.tutor]: 'LTL' },
};

const benchmarkUser = (username: string, role: 'tutor' | 'student', groupDisplayName?: string): DemoUser => ({
  username,
  schoolId: LARGE_SCHOOL_ID,
  role,
  firstname: 'Lasttest',
  lastname: role === 'tutor' ? 'Lehrkraft' : 'Schüler',
  displayName: role === 'tutor' ? 'Lasttest Lehrkraft' : 'Lasttest Schüler',
  short: role === 'tutor' ? 'LTL' : undefined,
  groupDisplayName,
  description: 'Benchmark',
});

/** The benchmark school's admin, for flows that need one (the Untis import); made by `ensureLargeSchoolAdmin`. */
export const LARGE_SCHOOL_ADMIN = 'last.admin';

/** Creates the benchmark school's admin (Cognito user in the admin group and user record); idempotent. */
export const ensureLargeSchoolAdmin = async (userPoolId: string) => {
  const admin: DemoUser = {
    ...benchmarkUser(LARGE_SCHOOL_ADMIN, 'tutor'),
    isAdmin: true,
    lastname: 'Verwaltung',
    displayName: 'Lasttest Verwaltung',
    short: 'LAD',
  };
  const uid = await ensureCognitoUser(cognito(), userPoolId, admin);
  await userEntity
    .put({
      schoolId: LARGE_SCHOOL_ID,
      uid,
      username: admin.username,
      role: 'tutor',
      isAdmin: true,
      displayName: admin.displayName,
      short: admin.short,
      firstname: admin.firstname,
      lastname: admin.lastname,
      signedUp: true,
      createdAt: new Date().toISOString(),
    })
    .go();
};

export const isLargeSchoolSeeded = async () => Boolean((await schoolEntity.get({ schoolId: LARGE_SCHOOL_ID }).go()).data);

/** Seeds the benchmark school idempotently; returns the number of lesson-date items written. */
export const seedLargeSchool = async (userPoolId: string) => {
  await schoolYearEntity.put({ schoolId: LARGE_SCHOOL_ID, ...largeSchoolYear }).go();
  const client = cognito();
  const logins = [
    benchmarkUser(largeSchoolLogins.tutor, 'tutor'),
    benchmarkUser(largeSchoolLogins.student, 'student', LARGE_SCHOOL_CLASSES[0]),
  ];
  const uids = new Map<string, string>();
  for (const login of logins) uids.set(login.username, await ensureCognitoUser(client, userPoolId, login));

  const createdAt = new Date().toISOString();
  const loginRecords = logins.map((login) => ({
    uid: defined(uids.get(login.username), 'uid of a demo user'),
    username: login.username,
    role: login.role,
    displayName: login.displayName,
    short: login.short,
    firstname: login.firstname,
    lastname: login.lastname,
    groupDisplayName: login.groupDisplayName,
    signedUp: true,
  }));
  // Tutors without a login are known to the timetable by short name only; students are group members.
  const tutorRecords = Array.from({ length: TUTORS }, (_, index) => tutorShort(index + 1)).map((short) => ({
    uid: staffUid(LARGE_SCHOOL_ID, short),
    role: 'tutor' as const,
    displayName: `Lehrkraft ${short}`,
    short,
    firstname: 'Lehrkraft',
    lastname: short,
    signedUp: false,
  }));
  const studentRecords = plan.classes.flatMap((group) =>
    group.students
      .filter((name) => name !== largeSchoolLogins.student)
      .map((name) => {
        uids.set(name, `${LARGE_SCHOOL_ID}-${name}`);
        return {
          uid: defined(uids.get(name), 'uid of a demo user'),
          role: 'student' as const,
          displayName: `Schüler ${name}`,
          firstname: 'Schüler',
          lastname: name,
          groupDisplayName: group.groupId,
          signedUp: false,
        };
      }),
  );
  const records = [...loginRecords, ...tutorRecords, ...studentRecords].map((record) => ({
    schoolId: LARGE_SCHOOL_ID,
    createdAt,
    ...record,
  }));
  const { unprocessed } = await userEntity.put(records).go({ concurrency: 4 });
  if (unprocessed.length > 0) throw new Error(`large school: ${unprocessed.length} user records not written`);

  const lessonItems = await seedSchoolTimetable(plan, uids);
  await schoolEntity
    .put({
      schoolId: LARGE_SCHOOL_ID,
      name: 'Gesamtschule Großstadt (Lasttest)',
      label: 'Lasttest',
      activeSchoolYearId: largeSchoolYear.schoolYearId,
      myGroups: 'own',
    })
    .go();
  return { users: records.length, classes: plan.classes.length, lessonItems };
};
