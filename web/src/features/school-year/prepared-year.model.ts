import type { PrepareSchoolYearBody, SchoolYear } from '@shared/schemas/school-year.schema.js';
import { schoolYearTexts as t } from '../../i18n/school-year.de.js';

/** What 'Nächstes Schuljahr vorbereiten' edits: dates and holidays, without the revision a save names. */
export type PreparedYearValues = Omit<PrepareSchoolYearBody, 'revision'>;

/** The prepared year's revision a save names; with none prepared, 1 (its first save stores 2). */
const NOTHING_PREPARED_REVISION = 1;

export const preparedYearValues = (year: SchoolYear | undefined): PreparedYearValues => ({
  start: year?.start ?? '',
  end: year?.end ?? '',
  holidays: year?.holidays ?? [],
});

/** The prepared year (or none) as the form edits it: its values and revision. */
export const revisedPreparedYear = (year: SchoolYear | undefined) => ({
  values: preparedYearValues(year),
  revision: year?.revision ?? NOTHING_PREPARED_REVISION,
});

/** The fields by their labels, for naming what someone else saved meanwhile. */
export const preparedYearFieldLabels: Record<keyof PreparedYearValues, string> = {
  start: t.start,
  end: t.end,
  holidays: t.holidays,
};
