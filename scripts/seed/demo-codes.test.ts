import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activationCodeKinds, isActivationCode } from '../../shared/activation-code.js';
import { repoRoot } from '../dev-stack/stack-config.js';
import { codeSpan, demoCodeLines } from './demo-codes.js';
import { demoActivationCodes } from './demo-pending-people.js';
import { demoSchools } from './demo-school.js';

/** The codes a printed line names: spans `a … b` counted out, children's spans and names in brackets left out. */
const codesOfLine = (line: string): string[] =>
  line
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim())
    .flatMap((part) => {
      const span = /^(?<prefix>[a-z]+)(?<from>\d+) … [a-z]+(?<to>\d+)$/.exec(part)?.groups;
      if (!span?.prefix || !span.from || !span.to) return [part];
      const width = span.from.length;
      return Array.from(
        { length: Number(span.to) - Number(span.from) + 1 },
        (_, index) => `${span.prefix}${String(Number(span.from) + index).padStart(width, '0')}`,
      );
    });

const labels = { tutor: 'Lehrkräfte', student: 'SchülerInnen', guardian: 'Erziehungsberechtigte' };

describe('demo activation codes', () => {
  it('are valid, unique, and every school has codes of every kind', () => {
    const codes = demoActivationCodes.map(({ code }) => code);
    expect(codes.filter((code) => !isActivationCode(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const school of demoSchools) {
      for (const kind of activationCodeKinds) {
        expect(demoActivationCodes.some((code) => code.schoolId === school.schoolId && code.kind === kind)).toBe(true);
      }
    }
  });

  it('npm start prints exactly the codes the seed writes, per school and kind', () => {
    const lines = demoCodeLines();
    for (const school of demoSchools) {
      const schoolLine = lines.indexOf(`  ${school.name}`);
      expect(schoolLine).toBeGreaterThan(0);
      for (const kind of activationCodeKinds) {
        const line = lines.slice(schoolLine + 1, schoolLine + 4).find((text) => text.trimStart().startsWith(labels[kind]));
        expect(line).toBeDefined();
        const printed = codesOfLine((line ?? '').trim().slice(labels[kind].length));
        const seeded = demoActivationCodes
          .filter((code) => code.schoolId === school.schoolId && code.kind === kind)
          .map(({ code }) => code);
        expect(printed).toEqual(seeded);
      }
    }
  });

  it('the README lists them as npm start prints them', () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const printed = demoCodeLines().join('\n');
    expect(readme.includes(printed), `README.md must show the demo codes as npm start prints them:\n${printed}`).toBe(true);
  });

  it('spans only codes that count up under one prefix', () => {
    expect(codeSpan(['stud001', 'stud002', 'stud003'])).toBe('stud001 … stud003');
    expect(codeSpan(['tubk001', 'tubk002'])).toBe('tubk001, tubk002');
    expect(codeSpan(['stud001', 'stud003', 'stud004'])).toBe('stud001, stud003, stud004');
    expect(codeSpan(['stud001', 'guar002', 'guar003'])).toBe('stud001, guar002, guar003');
    expect(codeSpan(['anna7gd'])).toBe('anna7gd');
  });
});
