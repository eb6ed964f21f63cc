/** A list that has at least one element. */
export type NonEmpty<T> = readonly [T, ...T[]];

/** The element at `index`, counting on from the start once the list ends (index 5 of 3 elements is element 2). */
export const cyclicAt = <T>(items: NonEmpty<T>, index: number): T => items[index % items.length] ?? items[0];
