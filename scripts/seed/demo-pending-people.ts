import type { ActivationCodeKind } from '../../shared/activation-code.js';
import { cyclicAt, type NonEmpty } from '../../shared/cyclic.js';
import { demoUsers } from './demo-school.js';

/**
 * People of the demo schools who were imported but have not registered yet: user records with
 * `signedUp: false`, no Cognito user, and their activation codes. The codes are fixed so that
 * tests can use them (each test its own) and newcomers can try every registration flow: `npm start`
 * prints them (demo-codes.ts) and the README lists them.
 */
export interface PendingPerson {
  uid: string;
  schoolId: string;
  role: 'tutor' | 'student';
  firstname: string;
  lastname: string;
  displayName: string;
  title?: string;
  sex: 'männlich' | 'weiblich';
  groupDisplayName?: string;
  /** The person's own code (tutor or student). */
  code: string;
  /** Students: the code for their guardians (`code_guardian`). */
  guardianCode?: string;
}

/** Guardian codes of the registered demo students (Anna and Ben are already linked to eltern.weber). */
export const demoGuardianCodes: Record<'schueler.anna' | 'schueler.ben' | 'schueler.lena', string> = {
  'schueler.anna': 'anna7gd',
  'schueler.ben': 'ben9bgd',
  'schueler.lena': 'lena6cg',
};

const firstnames: NonEmpty<[string, 'männlich' | 'weiblich']> = [
  ['Mia', 'weiblich'],
  ['Noah', 'männlich'],
  ['Emilia', 'weiblich'],
  ['Finn', 'männlich'],
  ['Hannah', 'weiblich'],
  ['Elias', 'männlich'],
  ['Lina', 'weiblich'],
  ['Paul', 'männlich'],
  ['Marie', 'weiblich'],
  ['Leon', 'männlich'],
];
const lastnames: NonEmpty<string> = [
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
];
const classes: NonEmpty<string> = ['5a', '6b', '7a', '8c', '9b', '10a'];
const number = (index: number) => String(index + 1).padStart(3, '0');

const lindenhofStudents: PendingPerson[] = Array.from({ length: 40 }, (_, index) => {
  const [firstname, sex] = cyclicAt(firstnames, index);
  const lastname = cyclicAt(lastnames, index);
  return {
    uid: `imp-lindenhof-s${number(index)}`,
    schoolId: 'lindenhof',
    role: 'student',
    firstname,
    lastname,
    displayName: `${firstname} ${lastname}`,
    sex,
    groupDisplayName: cyclicAt(classes, index),
    code: `stud${number(index)}`,
    guardianCode: `guar${number(index)}`,
  };
});

const birkenwegStudents: PendingPerson[] = Array.from({ length: 5 }, (_, index) => {
  const [firstname, sex] = cyclicAt(firstnames, index + 3);
  const lastname = cyclicAt(lastnames, index + 5);
  return {
    uid: `imp-birkenweg-s${number(index)}`,
    schoolId: 'birkenweg',
    role: 'student',
    firstname,
    lastname,
    displayName: `${firstname} ${lastname}`,
    sex,
    groupDisplayName: '6c',
    code: `stbk${number(index)}`,
    guardianCode: `gubk${number(index)}`,
  };
});

type TutorName = [firstname: string, lastname: string, title: 'Herr' | 'Frau'];
const tutors = (schoolId: string, codePrefix: string, names: TutorName[]): PendingPerson[] =>
  names.map(([firstname, lastname, title], index) => ({
    uid: `imp-${schoolId}-t${number(index)}`,
    schoolId,
    role: 'tutor',
    firstname,
    lastname,
    title,
    displayName: `${title} ${lastname}`,
    sex: title === 'Frau' ? 'weiblich' : 'männlich',
    code: `${codePrefix}${number(index)}`,
  }));

const lindenhofTutors = tutors('lindenhof', 'tutr', [
  ['Julia', 'Becker', 'Frau'],
  ['Stefan', 'Wagner', 'Herr'],
  ['Katrin', 'Neumann', 'Frau'],
  ['Michael', 'Schulz', 'Herr'],
  ['Sandra', 'Krüger', 'Frau'],
  ['Jan', 'Hartmann', 'Herr'],
]);
const birkenwegTutors = tutors('birkenweg', 'tubk', [
  ['Anja', 'Lorenz', 'Frau'],
  ['Markus', 'Berger', 'Herr'],
]);

export const pendingDemoPeople: PendingPerson[] = [...lindenhofTutors, ...lindenhofStudents, ...birkenwegStudents, ...birkenwegTutors];

/** Whose code it is: a pending person (by uid) or a registered demo student (by username, for guardians). */
export type DemoCodeOwner = { uid: string; displayName: string } | { username: string; displayName: string };
export interface DemoActivationCode {
  code: string;
  schoolId: string;
  kind: ActivationCodeKind;
  owner: DemoCodeOwner;
}

/** Every activation code the demo seed writes, in this order: the one source of the seed, the start banner and the README. */
export const demoActivationCodes: DemoActivationCode[] = [
  ...pendingDemoPeople.flatMap((person): DemoActivationCode[] => {
    const owner = { uid: person.uid, displayName: person.displayName };
    return [
      { code: person.code, schoolId: person.schoolId, kind: person.role, owner },
      ...(person.guardianCode ? [{ code: person.guardianCode, schoolId: person.schoolId, kind: 'guardian' as const, owner }] : []),
    ];
  }),
  ...Object.entries(demoGuardianCodes).map(([username, code]): DemoActivationCode => {
    const student = demoUsers.find((user) => user.username === username);
    if (!student) throw new Error(`guardian code ${code} for ${username}, who is no demo user`);
    return { code, schoolId: student.schoolId, kind: 'guardian', owner: { username, displayName: student.displayName } };
  }),
];
