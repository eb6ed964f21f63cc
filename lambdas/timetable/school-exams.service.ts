import { gunzipSync, gzipSync } from 'node:zlib';
import type { TimeBlock } from '../../shared/schemas/timetable.schema.js';
import { getItems, itemRead } from '../_lib/batch-get.js';
import { examListCacheEntity } from './exam-list-cache.entity.js';
import { planVersionRead } from './plan-version-read.service.js';
import { examDatesOfYear, type LessonDateItem } from './school-changes.service.js';
import { listTimeBlocks, periodNumbers } from './time-blocks.service.js';

/** An exam of the school as Termine filters and shows it: who writes it (groups), who supervises or teaches it (tutors). */
export interface SchoolExam {
  id: string;
  day: string;
  starttime: string;
  endtime: string;
  subject: string;
  periods?: { from: number; to: number };
  rooms: string[];
  groups: { id: string; name: string }[];
  tutorUids: string[];
  text?: string;
}

/** How long a rendered list stays after its render (DynamoDB's TTL removes it). */
const CACHE_DAYS = 7;

/** The first and last period an exam covers: the lesson blocks where it starts and where it ends. */
const periodsOf = (exam: LessonDateItem, blocks: readonly TimeBlock[], numbers: ReadonlyMap<string, number>) => {
  const number = (block: TimeBlock | undefined) => (block ? numbers.get(block.id) : undefined);
  const from =
    number(blocks.find((block) => block.id === exam.blockId)) ?? number(blocks.find((block) => block.starttime === exam.starttime));
  const to = number(blocks.find((block) => block.type === 'lesson' && block.endtime === exam.endtime));
  return from !== undefined && to !== undefined && to >= from ? { from, to } : undefined;
};

/** The exam dates of a year as the list keeps them, by day and start time. */
export const toSchoolExams = (items: readonly LessonDateItem[], blocks: readonly TimeBlock[]): SchoolExam[] => {
  const numbers = periodNumbers(blocks);
  return [...items]
    .sort((a, b) => a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime))
    .map((exam) => {
      const periods = periodsOf(exam, blocks, numbers);
      return {
        id: exam.lessonDateId,
        day: exam.day,
        starttime: exam.starttime,
        endtime: exam.endtime,
        subject: exam.subject?.name ?? exam.displayName,
        ...(periods && { periods }),
        rooms: (exam.rooms ?? []).map((room) => room.name),
        groups: (exam.groups ?? []).map((group) => ({ id: group.groupId, name: group.displayName })),
        tutorUids: (exam.tutors ?? []).map((tutor) => tutor.uid),
        ...(exam.notice !== undefined && { text: exam.notice }),
      };
    });
};

/**
 * The school's exams of a school year, whoever writes them: from the cached list while the school's
 * plan version is unchanged (one batch get of the version and the list); otherwise the year's exam
 * dates (one query on the exams audience) and the time blocks are read side by side and the list is
 * stored at the version read before them (one put).
 */
export const schoolExamsOfYear = async (schoolId: string, schoolYearId: string): Promise<SchoolExam[]> => {
  const key = { schoolId, schoolYearId, list: 'exams' as const };
  const [version, cached] = await getItems([planVersionRead(schoolId), itemRead(examListCacheEntity, key)] as const);
  const current = version ?? 0;
  if (cached?.version === current) return JSON.parse(gunzipSync(Buffer.from(cached.gzipBase64, 'base64')).toString('utf8')) as SchoolExam[];
  const [items, blocks] = await Promise.all([examDatesOfYear(schoolId, schoolYearId), listTimeBlocks(schoolId, schoolYearId)]);
  const exams = toSchoolExams(items, blocks);
  await examListCacheEntity
    .put({
      ...key,
      version: current,
      gzipBase64: gzipSync(JSON.stringify(exams)).toString('base64'),
      expiresAt: Math.floor(Date.now() / 1000) + CACHE_DAYS * 86_400,
    })
    .go();
  return exams;
};
