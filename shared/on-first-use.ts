/**
 * A value made the first time it is asked for, then kept: `const format = onFirstUse(() => new
 * Intl.DateTimeFormat(…))`, then `format().format(now)`. For what is costly to make and not needed by
 * every caller of its module: the first `Intl` object of a process loads ICU's data (about 11 ms), which
 * a module that only imports `addDays` should not pay for when it loads.
 */
export const onFirstUse = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};
