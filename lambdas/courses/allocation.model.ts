/**
 * Allocation of an offer with priorities: random serial dictatorship.
 *
 * 1. The students are sorted by uid, then shuffled (Fisher–Yates) with a pseudo-random generator
 *    (mulberry32) seeded from the offer's stored seed (hashed with cyrb53): the same seed and the
 *    same subscriptions give the same order, hence the same result.
 * 2. In that order each student gets the option with the best (smallest) priority that still has a
 *    free place; a student whose options are all full gets no place.
 *
 * So no option gets more students than its places, and nobody gets a worse choice while a better
 * one stays free for them (it was full when their turn came, and places are never given back).
 */
export interface AllocationOption {
  id: string;
  capacity: number;
}
export interface AllocationStudent {
  studentUid: string;
  choices: { optionId: string; priority: number }[];
}
export type Allotment = { optionId: string; priority: number } | null;

/** cyrb53: a 53-bit string hash, here reduced to the 32-bit state of the generator. */
const hashSeed = (seed: string) => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < seed.length; index += 1) {
    const code = seed.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
};

/** mulberry32: numbers in [0, 1) from a 32-bit state. */
const generator = (state: number) => () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** The students' turn order for a seed. */
export const turnOrder = (studentUids: string[], seed: string): string[] => {
  const order = [...new Set(studentUids)].sort();
  const random = generator(hashSeed(seed));
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const [here, there] = [order[index], order[other]];
    if (here === undefined || there === undefined) continue;
    order[index] = there;
    order[other] = here;
  }
  return order;
};

export const allocate = (options: AllocationOption[], students: AllocationStudent[], seed: string): Map<string, Allotment> => {
  const free = new Map(options.map((option) => [option.id, option.capacity]));
  const choicesOf = new Map(students.map((student) => [student.studentUid, [...student.choices].sort((a, b) => a.priority - b.priority)]));
  const result = new Map<string, Allotment>();
  for (const studentUid of turnOrder([...choicesOf.keys()], seed)) {
    const choice = (choicesOf.get(studentUid) ?? []).find((candidate) => (free.get(candidate.optionId) ?? 0) > 0);
    if (choice) free.set(choice.optionId, (free.get(choice.optionId) ?? 0) - 1);
    result.set(studentUid, choice ? { optionId: choice.optionId, priority: choice.priority } : null);
  }
  return result;
};
