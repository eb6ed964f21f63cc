import type { StatisticStudentEntry } from '@shared/schemas/classbook-statistic.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import { optionText } from '../classbook/index.js';

/**
 * A student's entry in words: what of Anwesenheit (absent, late minutes; empty without), why, for
 * an absence whether it is excused (lateness has no excuse: it clears it, §4), and the options of
 * the other sets.
 */
export const entryWords = (entry: StatisticStudentEntry) => {
  const presence = entry.presence === false || Boolean(entry.late);
  return {
    what: entry.presence === false ? t.absent : entry.late ? t.late(entry.late) : '',
    reason: presence ? t.absentReasons[(entry.presence === false ? entry.presenceReason : entry.lateReason) ?? 'unknown'] : '',
    excuse: entry.presence !== false ? '' : entry.excused?.value ? t.excused(t.excuseTypes[entry.excused.type]) : t.unexcused,
    options: Object.entries(entry.options ?? {}).map(([key, value]) => optionText(key, value)),
  };
};
