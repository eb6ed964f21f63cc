import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionDefinitions, type OptionValue } from './classbook-option-sets.js';
import {
  isOptionError,
  prune,
  resetControl,
  setExcuse,
  setExcused,
  setLate,
  setOption,
  setPresence,
  setReason,
  startControl,
} from './classbook-rules.js';
import { studentRegisterSchema } from './schemas/classbook.schema.js';

/** Any value of any option of the student sets, fitting its type. */
const anyOption = fc
  .constantFrom(...optionDefinitions.entries())
  .chain(([key, definition]) =>
    (definition.valueType === 'string'
      ? fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', '  '))
      : definition.valueType === 'number'
        ? fc.integer({ min: 0, max: definition.max ?? 0 })
        : fc.boolean()
    ).map((value: OptionValue) => [key, value] as const),
  );
const anyOptions = fc.array(anyOption, { maxLength: 8 }).map((pairs) => Object.fromEntries(pairs));

describe('option sets Schülerinfos, Mitarbeit, Verhalten, Störungen (§4 rules)', () => {
  it('deletes empty texts, zero and false of options without false; keeps false where it is an answer', () => {
    expect(
      prune({ options: { info: '  ', disruptions: 0, praise: false, warning: true, homework: false, behaviourNotice: ' ruhig ' } }),
    ).toEqual({ options: { warning: true, homework: false, behaviourNotice: 'ruhig' } });
    expect(prune({ options: { praise: false } })).toEqual({});
  });

  it('sets and clears one option without touching the others', () => {
    const entry = setOption({ presence: true, late: 5 }, 'goodParticipation', true);
    expect(entry).toEqual({ presence: true, late: 5, lateReason: 'unknown', options: { goodParticipation: true } });
    expect(setOption(entry, 'goodParticipation', false)).toEqual({ presence: true, late: 5, lateReason: 'unknown' });
    expect(setOption(entry, 'disruptions', 2).options).toEqual({ goodParticipation: true, disruptions: 2 });
  });

  it('the presence rules keep the other sets', () => {
    const options = { praise: true };
    expect(setPresence({ presence: true, late: 10, options }, false)).toEqual({ presence: false, presenceReason: 'unknown', options });
    expect(setPresence({ presence: false, options }, true)).toEqual({ presence: true, options });
    expect(setLate({ presence: false, options }, 15)).toEqual({ presence: true, late: 15, lateReason: 'unknown', options });
  });

  it('reason and excuse type pickers: only while absent or late, only while excused', () => {
    const absent = setPresence({}, false);
    expect(setReason(absent, 'desease')).toMatchObject({ presenceReason: 'desease' });
    expect(setReason(absent, 'external-circumstances')).toMatchObject({ presenceReason: 'unknown' });
    expect(setReason(setLate({}, 5), 'external-circumstances')).toMatchObject({ lateReason: 'external-circumstances' });
    expect(setReason({ presence: true }, 'onLeave')).toEqual({ presence: true });
    expect(setExcuse(absent, 'excuse')).toEqual(absent);
    const excused = setExcuse(setExcused(absent, true), 'medical-certificate', 'Attest bis Freitag');
    expect(excused.excused).toEqual({ value: true, type: 'medical-certificate', notice: 'Attest bis Freitag' });
    expect(setExcused(excused, false).excused).toEqual({ value: false, type: 'unknown' });
  });

  it('start keeps and reset keeps only the other sets', () => {
    const started = startControl({ controllStarted: false, students: { a: { options: { info: 'Brille' } } } }, ['a', 'b'], []);
    expect(started.students).toEqual({ a: { presence: true, options: { info: 'Brille' } }, b: { presence: true } });
    expect(resetControl(started).students).toEqual({ a: { options: { info: 'Brille' } } });
  });

  it('errorOnActive options show as an error when set', () => {
    expect(isOptionError('warning', true)).toBe(true);
    expect(isOptionError('disruptions', 0)).toBe(false);
    expect(isOptionError('praise', true)).toBe(false);
  });

  it('pruning is idempotent, keeps no empty option and always passes the schema', () => {
    fc.assert(
      fc.property(anyOptions, fc.boolean(), (options, present) => {
        const once = prune({ presence: present, options });
        expect(prune(once)).toEqual(once);
        for (const [key, value] of Object.entries(once.options ?? {})) {
          expect(value === '' || value === 0).toBe(false);
          if (value === false) expect(optionDefinitions.get(key)?.withoutFalse).toBeFalsy();
        }
        expect(studentRegisterSchema.safeParse(once).success).toBe(true);
      }),
    );
  });

  it('the schema refuses unknown keys and values that do not fit with stable codes', () => {
    const codes = (options: unknown) =>
      studentRegisterSchema.safeParse({ options }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(codes({ talent: true })).toEqual([['options.talent', 'unknown_option']]);
    expect(codes({ praise: 'ja' })).toEqual([['options.praise', 'invalid_option_value']]);
    expect(codes({ disruptions: 11 })).toEqual([['options.disruptions', 'invalid_option_value']]);
    expect(codes({ info: 'x'.repeat(501) })).toEqual([['options.info', 'invalid_option_value']]);
    expect(codes({ disruptions: 3, info: 'Brille' })).toBeUndefined();
  });
});
