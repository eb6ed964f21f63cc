/**
 * GPU014 field 18 ("Art") and field 20 ("Vertretungsart"), spec §3.1/§3.2. Bits are `1 << n` with
 * bit 0 = Entfall, as in Untis-doc, SVWS, ICC and real exports; enbrea's shifted enum is wrong.
 */

export const ART_BITS = {
  cancelled: 0,
  supervision: 1,
  specialDuty: 2,
  movedAway: 3,
  release: 4,
  plusAsSubstitute: 5,
  partialSubstitution: 6,
  movedHere: 7,
  roomSubstitution: 16,
  breakSupervision: 17,
  lessonFree: 18,
  doNotPrint: 20,
  isNew: 21,
} as const;

export type ArtFlag = keyof typeof ART_BITS;
export type ArtFlags = Record<ArtFlag, boolean>;

/** Only the documented bits are read, so the undocumented ones (8–15, 19) are masked out. */
export function decodeArt(art: number): ArtFlags {
  const entries = Object.entries(ART_BITS).map(([flag, bit]) => [flag, Math.floor(art / 2 ** bit) % 2 === 1]);
  return Object.fromEntries(entries) as ArtFlags;
}

export const TYPE_LETTERS = {
  C: 'cancellation',
  T: 'moved',
  F: 'movedFrom',
  W: 'swap',
  S: 'supervision',
  A: 'specialDuty',
  L: 'release',
  P: 'partialSubstitution',
  R: 'roomSubstitution',
  B: 'breakSupervision',
  '~': 'teacherSwap',
  E: 'exam',
} as const;

export type TypeLetter = keyof typeof TYPE_LETTERS;

export function isTypeLetter(value: string): value is TypeLetter {
  return Object.hasOwn(TYPE_LETTERS, value);
}
