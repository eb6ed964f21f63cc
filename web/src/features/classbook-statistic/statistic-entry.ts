import type { StatisticStudentEntry } from '../../../../shared/schemas/classbook-statistic.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';

/**
 * A student's entry in words: what (absent, late minutes), why, and for an absence whether it is
 * excused (lateness has no excuse: it clears it, §4).
 */
export const entryWords = (entry: StatisticStudentEntry) => ({
  what: entry.presence === false ? t.absent : t.late(entry.late ?? 0),
  reason: t.absentReasons[(entry.presence === false ? entry.presenceReason : entry.lateReason) ?? 'unknown'],
  excuse: entry.presence !== false ? '' : entry.excused?.value ? t.excused(t.excuseTypes[entry.excused.type]) : t.unexcused,
});
