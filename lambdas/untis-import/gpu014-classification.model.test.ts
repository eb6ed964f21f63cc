import { describe, expect, it } from 'vitest';
import { ART_BITS, decodeArt, type ArtFlag, type TypeLetter } from './gpu014-art.parser.js';
import { classifySubstitution, type SubstitutionFacts } from './gpu014-classification.model.js';

type Case = Partial<Omit<SubstitutionFacts, 'art'>> & { bits?: ArtFlag[] };

/** A lesson of MUS in German in R012 for 5b, changed as the case says. */
function facts({ bits = [], ...fields }: Case): SubstitutionFacts {
  return {
    art: decodeArt(bits.reduce((sum, flag) => sum + 2 ** ART_BITS[flag], 0)),
    absentTeacher: 'MUS',
    subject: 'D',
    rooms: ['R012'],
    substituteRooms: [],
    classes: ['5b'],
    substituteClasses: [],
    ...fields,
  };
}

const letter = (typeLetter: TypeLetter) => ({ typeLetter });

describe('GPU014 classification (spec §3.3)', () => {
  it.each<[string, Case, string, string[], string[]]>([
    ['rule 1: "do not print" (bit 20) is hidden, even when cancelled', { bits: ['doNotPrint', 'cancelled'] }, 'hidden', [], []],
    ['rule 2: C is a cancellation', { ...letter('C') }, 'cancelled', ['cancel'], []],
    ['rule 2: bit 0 (Entfall) is a cancellation', { bits: ['cancelled', 'isNew'] }, 'cancelled', ['cancel'], []],
    ['rule 2: L (Freisetzung) means no lesson', { ...letter('L'), substituteTeacher: undefined }, 'cancelled', ['cancel'], ['release']],
    ['rule 2: bit 4 (Freisetzung) means no lesson', { bits: ['release'] }, 'cancelled', ['cancel'], ['release']],
    ['rule 2: bit 18 (unterrichtsfrei) means no lesson', { bits: ['lessonFree'] }, 'cancelled', ['cancel'], ['lessonFree']],
    ['rule 2: C wins over a substitute teacher', { ...letter('C'), substituteTeacher: 'MÜL' }, 'cancelled', ['cancel'], []],
    ['rule 3: B is a break supervision', { ...letter('B'), substituteTeacher: 'SCH', rooms: ['Gang Nord'] }, 'breakSupervision', [], []],
    [
      'rule 3: bit 17 is a break supervision, tested before cancellation',
      { bits: ['breakSupervision', 'cancelled'] },
      'breakSupervision',
      [],
      [],
    ],
    [
      'rule 4: S (Betreuung) with a supervisor',
      { ...letter('S'), substituteTeacher: 'WEI' },
      'takesPlace',
      ['substitution', 'additionalAttribute'],
      ['classSupervision'],
    ],
    [
      'rule 4: bit 1 (Betreuung)',
      { bits: ['supervision'], substituteTeacher: 'WEI' },
      'takesPlace',
      ['substitution', 'additionalAttribute'],
      ['classSupervision'],
    ],
    [
      'rule 5: A (Sondereinsatz) is an additional lesson',
      {
        ...letter('A'),
        absentTeacher: undefined,
        subject: undefined,
        rooms: [],
        classes: [],
        substituteTeacher: 'MUS',
        substituteSubject: 'D',
        substituteRooms: ['R012'],
        substituteClasses: ['5b'],
      },
      'takesPlace',
      ['replacement'],
      ['additionalLesson'],
    ],
    [
      'rule 5: bit 2 (Sondereinsatz)',
      { bits: ['specialDuty'], absentTeacher: undefined, substituteTeacher: 'MUS' },
      'takesPlace',
      ['replacement'],
      ['additionalLesson'],
    ],
    ['rule 5: E (Klausur) occupies the slot', { ...letter('E'), substituteTeacher: 'MUS' }, 'takesPlace', ['replacement'], ['exam']],
    [
      'rule 6: bit 3 (Wegverlegung) is the source slot: nothing takes place',
      { ...letter('T'), bits: ['movedAway'] },
      'cancelled',
      ['cancel'],
      ['movedAway'],
    ],
    [
      'rule 6: bit 7 (Hinverlegung) is the target slot',
      { ...letter('F'), bits: ['movedHere'], substituteTeacher: 'MUS', substituteRooms: ['R012'] },
      'takesPlace',
      ['replacement'],
      ['movedHere'],
    ],
    ['rule 6: T without bits and without substitute is the source slot', { ...letter('T') }, 'cancelled', ['cancel'], ['movedAway']],
    [
      'rule 6: F without bits but with a new room is the target slot',
      { ...letter('F'), substituteRooms: ['R104'] },
      'takesPlace',
      ['replacement', 'roomChange'].sort(),
      ['movedHere'],
    ],
    [
      'rule 6: W (Tausch) brings another lesson into the slot',
      { ...letter('W'), substituteTeacher: 'MÜL', substituteSubject: 'M' },
      'takesPlace',
      ['substitution', 'subjectChange', 'replacement'],
      ['swap'],
    ],
    [
      'rule 7: plain substitution (empty letter, bit 21 only)',
      { bits: ['isNew'], substituteTeacher: 'MÜL' },
      'takesPlace',
      ['substitution'],
      [],
    ],
    [
      'rule 7: P (Teilvertretung)',
      { ...letter('P'), substituteTeacher: 'MÜL' },
      'takesPlace',
      ['substitution', 'additionalAttribute'],
      ['partial'],
    ],
    [
      'rule 7: bit 6 (Teilvertretung)',
      { bits: ['partialSubstitution'], substituteTeacher: 'MÜL' },
      'takesPlace',
      ['substitution', 'additionalAttribute'],
      ['partial'],
    ],
    [
      'rule 7: ~ (Lehrertausch)',
      { typeLetter: '~', substituteTeacher: 'MÜL' },
      'takesPlace',
      ['substitution', 'additionalAttribute'],
      ['teacherSwap'],
    ],
    [
      'rule 7: bit 5 ("+" als Vertreter) without teacher is self-directed work',
      { bits: ['plusAsSubstitute'] },
      'takesPlace',
      ['absentTutorsChange', 'additionalAttribute'],
      ['selfStudy'],
    ],
    [
      'rule 7: a teacher where none was planned is an additional tutor',
      { absentTeacher: undefined, substituteTeacher: 'MÜL' },
      'takesPlace',
      ['additionalTutorsChange'],
      [],
    ],
    [
      'rule 7: the same teacher is no substitution',
      { substituteTeacher: 'MUS', substituteRooms: ['R104'] },
      'takesPlace',
      ['roomChange'],
      [],
    ],
    ['rule 8: R (Raumvertretung), teacher unchanged', { ...letter('R'), substituteRooms: ['BÜ1'] }, 'takesPlace', ['roomChange'], []],
    [
      'rule 8: bit 16 (Raumvertretung)',
      { bits: ['roomSubstitution'], substituteTeacher: 'MUS', substituteRooms: ['BÜ1'] },
      'takesPlace',
      ['roomChange'],
      [],
    ],
    [
      'rule 8: the same room set in another order is no room change',
      { substituteTeacher: 'MÜL', rooms: ['R1', 'R2'], substituteRooms: ['R2', 'R1'] },
      'takesPlace',
      ['substitution'],
      [],
    ],
    ['rule 9: another subject', { substituteTeacher: 'MUS', substituteSubject: 'M' }, 'takesPlace', ['subjectChange'], []],
    [
      'rule 9: an empty substitute subject means unchanged',
      { substituteTeacher: 'MÜL', substituteSubject: undefined },
      'takesPlace',
      ['substitution'],
      [],
    ],
    [
      'rule 10: other classes',
      { substituteTeacher: 'MUS', substituteClasses: ['5a', '5b'] },
      'takesPlace',
      ['additionalAttribute'],
      ['classChange'],
    ],
    ['rule 11: nobody substitutes, no special type: open, not cancelled', {}, 'takesPlace', ['absentTutorsChange'], ['open']],
    [
      'one row can be several changes at once',
      { substituteTeacher: 'SCH', substituteSubject: 'KU', substituteRooms: ['R104'] },
      'takesPlace',
      ['substitution', 'roomChange', 'subjectChange'],
      [],
    ],
    [
      'a text alone is an additional attribute',
      { substituteTeacher: 'MUS', text: 'Bitte Atlas mitbringen' },
      'takesPlace',
      ['additionalAttribute'],
      ['remark'],
    ],
  ])('%s', (_name, input, effect, changeTypes, attributes) => {
    const result = classifySubstitution(facts(input));
    expect(result.effect).toBe(effect);
    expect([...result.changeTypes].sort()).toEqual([...changeTypes].sort());
    expect(result.attributes).toEqual(attributes);
  });

  it('lists change types in a fixed order', () => {
    expect(
      classifySubstitution(facts({ substituteTeacher: 'SCH', substituteSubject: 'KU', substituteRooms: ['R104'] })).changeTypes,
    ).toEqual(['substitution', 'roomChange', 'subjectChange']);
  });
});
