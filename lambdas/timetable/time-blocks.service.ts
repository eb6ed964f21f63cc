import type { TimeBlock } from '../../shared/schemas/timetable.schema.js';
import { timeBlockEntity } from './time-block.entity.js';

/** The time blocks of a school year ('1. Stunde', breaks): one query. */
export const listTimeBlocks = async (schoolId: string, schoolYearId: string): Promise<TimeBlock[]> => {
  const { data } = await timeBlockEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all' });
  return data.map((block) => ({
    id: block.blockId,
    name: block.name,
    starttime: block.starttime,
    endtime: block.endtime,
    type: block.type ?? 'lesson',
  }));
};

/** The period of each lesson block: the n-th lesson block of the day by start time is period n (breaks do not count). */
export const periodNumbers = (blocks: readonly Pick<TimeBlock, 'id' | 'starttime' | 'type'>[]): Map<string, number> =>
  new Map(
    blocks
      .filter((block) => block.type === 'lesson')
      .sort((a, b) => a.starttime.localeCompare(b.starttime))
      .map((block, index) => [block.id, index + 1]),
  );
