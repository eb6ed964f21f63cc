import { onFirstUse } from './on-first-use.js';

/** German, numbers by value, case and accents ignored; made on first use (the first `Intl` object loads ICU's data). */
const germanCollator = onFirstUse(() => new Intl.Collator('de', { numeric: true, sensitivity: 'base' }));

/** German natural order: 'Blatt 2' before 'Blatt 10', 'Müller' beside 'Muller', 'a' as 'A'. */
export const naturalCompare = (a: string, b: string) => germanCollator().compare(a, b);
