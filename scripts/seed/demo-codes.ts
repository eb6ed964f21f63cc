import type { ActivationCodeKind } from '../../shared/activation-code.js';
import { demoActivationCodes, type DemoActivationCode } from './demo-pending-people.js';
import { demoSchools } from './demo-school.js';

const kindLabels: Record<ActivationCodeKind, string> = {
  tutor: 'Lehrkräfte',
  student: 'SchülerInnen',
  guardian: 'Erziehungsberechtigte',
};

/** A code such as `stud007`: letters, then a zero-padded number. */
const numberedCode = (code: string) => {
  const prefix = code.replace(/\d+$/, '');
  return /^[a-z]+$/.test(prefix) && prefix.length < code.length ? { prefix, digits: code.slice(prefix.length) } : undefined;
};

/** `stud001 … stud040` when more than two codes count up under one prefix, else the codes one by one. */
export const codeSpan = (codes: string[]): string => {
  const [first, ...rest] = codes.map(numberedCode);
  const countsUp =
    first !== undefined &&
    rest.every(
      (code, index) =>
        code?.prefix === first.prefix &&
        code.digits.length === first.digits.length &&
        Number(code.digits) === Number(first.digits) + index + 1,
    );
  return countsUp && codes.length > 2 ? `${codes.at(0) ?? ''} … ${codes.at(-1) ?? ''}` : codes.join(', ');
};

/**
 * The codes of one kind: pending people's as a span; guardian codes of pending students with the span
 * of their children's codes, those of registered demo students with the child's name.
 */
const describeCodes = (codes: DemoActivationCode[], ofSchool: DemoActivationCode[]): string => {
  const ofPending = codes.filter(({ owner }) => 'uid' in owner);
  const childCodes = ofSchool.filter((code) => code.kind === 'student' && ofPending.some(({ owner }) => owner === code.owner));
  const forChildren = codes[0]?.kind === 'guardian' && childCodes.length ? ` (für ${codeSpan(childCodes.map(({ code }) => code))})` : '';
  const ofRegistered = codes.filter(({ owner }) => 'username' in owner).map(({ code, owner }) => `${code} (${owner.displayName})`);
  return [ofPending.length ? codeSpan(ofPending.map(({ code }) => code)) + forChildren : '', ...ofRegistered].filter(Boolean).join(', ');
};

/** The activation codes of the demo schools as `npm start` prints them (and the README shows them). */
export const demoCodeLines = (): string[] => [
  'Aktivierungscodes zum Registrieren (jeder gilt einmal; npm start -- --reset legt alle neu an):',
  ...demoSchools.flatMap((school) => {
    const ofSchool = demoActivationCodes.filter((code) => code.schoolId === school.schoolId);
    return [
      `  ${school.name}`,
      ...(['tutor', 'student', 'guardian'] as const).flatMap((kind) => {
        const codes = ofSchool.filter((code) => code.kind === kind);
        return codes.length ? [`    ${kindLabels[kind].padEnd(22)} ${describeCodes(codes, ofSchool)}`] : [];
      }),
    ];
  }),
];
