/**
 * The value, or an error naming what is missing: for indexed access (`rows[0]`, `find(...)`,
 * `map.get(...)`) where the element is there by construction, instead of a `!` that would let an
 * `undefined` travel on.
 */
export const defined = <T>(value: T | null | undefined, what: string): T => {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
};
