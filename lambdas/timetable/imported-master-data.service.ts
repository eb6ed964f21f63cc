import { createHash } from 'node:crypto';
import { defined } from '../../shared/defined.js';
import type { ImportCount } from '../../shared/schemas/timetable-import.schema.js';
import { groupEntity } from './group.entity.js';
import { bumpPlanVersion } from './plan-version.service.js';
import { roomEntity } from './room.entity.js';
import { subjectEntity } from './subject.entity.js';
import { timeBlockEntity } from './time-block.entity.js';

/**
 * Master data an import brings (classes, subjects, rooms, the time grid), matched to what the school
 * already has: an existing item with the same name (a block: the same times) is used as it is and
 * never changed unless the same source wrote it; anything else is created with an id derived from
 * the source and the name, so a re-import finds it again. Nothing is deleted: lesson dates of
 * earlier imports and of other features may still point at it.
 */

export interface ImportedGroup {
  name: string;
  classTutorUid?: string;
}
export interface ImportedSubject {
  name: string;
  longName?: string;
  color: string;
}
export interface ImportedRoom {
  name: string;
  longName?: string;
}
export interface ImportedBlock {
  period: number;
  starttime: string;
  endtime: string;
}

export interface MasterDataIds {
  groups: Map<string, { groupId: string; displayName: string }>;
  subjects: Map<string, { subjectId: string; name: string; color: string; shade: number }>;
  rooms: Map<string, { roomId: string; name: string }>;
  blocks: Map<number, { blockId: string }>;
}

export type MasterDataCounts = Record<'groups' | 'subjects' | 'rooms' | 'timeBlocks', ImportCount>;

/** Ids fit the API's id pattern: the source, a slug of the name and a hash against slug collisions. */
export const importedId = (source: string, name: string) => {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 30);
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 6);
  return `${source}-${slug || 'x'}-${hash}`;
};

const emptyCount = (): ImportCount => ({ created: 0, updated: 0, deleted: 0, unchanged: 0 });
const sameText = (a: string, b: string) => a.localeCompare(b, 'de', { sensitivity: 'accent' }) === 0;

/**
 * The shared matching: `existing` items with their name and source, `wanted` items with their name.
 * Returns the item to keep per wanted name and the items to write (created or changed).
 */
const match = <E extends { source?: string }, W, I extends E>(options: {
  existing: E[];
  wanted: W[];
  nameOf: (item: E) => string;
  wantedName: (item: W) => string;
  build: (wanted: W, existing: E | undefined) => I;
  differs: (existing: E, built: I) => boolean;
  source: string;
  count: ImportCount;
}) => {
  const { existing, wanted, nameOf, wantedName, build, differs, source, count } = options;
  const kept = new Map<string, E>();
  const writes: I[] = [];
  for (const item of wanted) {
    const name = wantedName(item);
    const found =
      existing.find((candidate) => candidate.source !== source && sameText(nameOf(candidate), name)) ??
      existing.find((candidate) => candidate.source === source && nameOf(candidate) === name);
    if (found && found.source !== source) {
      count.unchanged += 1;
      kept.set(name, found);
      continue;
    }
    const built = build(item, found);
    kept.set(name, built);
    if (found && !differs(found, built)) {
      count.unchanged += 1;
      continue;
    }
    count[found ? 'updated' : 'created'] += 1;
    writes.push(built);
  }
  return { kept, writes };
};

interface BlockItem {
  schoolId: string;
  schoolYearId: string;
  blockId: string;
  starttime: string;
  endtime: string;
  source?: string;
}

/**
 * Blocks of other origins are used when their times equal a period's; the import's own block of a
 * period (id `<source>-p<period>`) follows the period's times.
 */
const matchBlocks = (existing: BlockItem[], wanted: ImportedBlock[], source: string, count: ImportCount) => {
  const blockIds = new Map<number, { blockId: string }>();
  const writes: ImportedBlock[] = [];
  const moved: { schoolId: string; schoolYearId: string; starttime: string; blockId: string }[] = [];
  for (const item of wanted) {
    const blockId = `${source}-p${item.period}`;
    const sameTimes = (block: BlockItem) => block.starttime === item.starttime && block.endtime === item.endtime;
    const other = existing.find((block) => block.source !== source && sameTimes(block));
    const own = existing.find((block) => block.blockId === blockId);
    blockIds.set(item.period, { blockId: other?.blockId ?? blockId });
    if (other || (own && sameTimes(own))) {
      count.unchanged += 1;
      continue;
    }
    if (own) moved.push({ schoolId: own.schoolId, schoolYearId: own.schoolYearId, starttime: own.starttime, blockId });
    count[own ? 'updated' : 'created'] += 1;
    writes.push(item);
  }
  return { blockIds, writes, moved };
};

/** Sends a batch of ElectroDB writes, four requests at a time. */
const writeAll = async (writes: { go: (options?: { concurrency: number }) => Promise<unknown> }) => {
  await writes.go({ concurrency: 4 });
};

export interface ImportedMasterData {
  groups: ImportedGroup[];
  subjects: ImportedSubject[];
  rooms: ImportedRoom[];
  blocks: ImportedBlock[];
}

/** Matches and writes the master data of one import; one query per kind and batched puts. */
export const syncImportedMasterData = async (
  schoolId: string,
  schoolYearId: string,
  source: string,
  wanted: ImportedMasterData,
): Promise<{ ids: MasterDataIds; counts: MasterDataCounts }> => {
  const [groups, subjects, rooms, blocks] = await Promise.all([
    groupEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all' }),
    subjectEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all' }),
    roomEntity.query.bySchool({ schoolId }).go({ pages: 'all' }),
    timeBlockEntity.query.byYear({ schoolId, schoolYearId }).go({ pages: 'all' }),
  ]);
  const counts: MasterDataCounts = { groups: emptyCount(), subjects: emptyCount(), rooms: emptyCount(), timeBlocks: emptyCount() };

  const groupMatch = match({
    existing: groups.data,
    wanted: wanted.groups,
    nameOf: (item) => item.displayName,
    wantedName: (item) => item.name,
    build: (item, found) => ({
      schoolId,
      schoolYearId,
      groupId: found?.groupId ?? importedId(source, item.name),
      displayName: item.name,
      classTutorUid: item.classTutorUid ?? '',
      source,
    }),
    differs: (found, built) => found.classTutorUid !== built.classTutorUid,
    source,
    count: counts.groups,
  });
  const subjectMatch = match({
    existing: subjects.data,
    wanted: wanted.subjects,
    nameOf: (item) => item.name,
    wantedName: (item) => item.longName ?? item.name,
    build: (item, found) => ({
      schoolId,
      schoolYearId,
      subjectId: found?.subjectId ?? importedId(source, item.name),
      name: item.longName ?? item.name,
      color: item.color,
      shade: 500,
      source,
    }),
    differs: (found, built) => found.color !== built.color,
    source,
    count: counts.subjects,
  });
  const roomMatch = match({
    existing: rooms.data,
    wanted: wanted.rooms,
    nameOf: (item) => item.name,
    wantedName: (item) => item.name,
    build: (item, found) => ({
      schoolId,
      roomId: found?.roomId ?? importedId(source, item.name),
      name: item.name,
      addition: item.longName,
      source,
    }),
    differs: (found, built) => found.addition !== built.addition,
    source,
    count: counts.rooms,
  });
  const blockMatch = matchBlocks(blocks.data, wanted.blocks, source, counts.timeBlocks);
  const block = (item: ImportedBlock) => ({
    schoolId,
    schoolYearId,
    blockId: `${source}-p${item.period}`,
    name: `${item.period}. Stunde`,
    starttime: item.starttime,
    endtime: item.endtime,
    type: 'lesson' as const,
    source,
  });

  if (groupMatch.writes.length > 0) await writeAll(groupEntity.put(groupMatch.writes));
  if (subjectMatch.writes.length > 0) await writeAll(subjectEntity.put(subjectMatch.writes));
  if (roomMatch.writes.length > 0) await writeAll(roomEntity.put(roomMatch.writes));
  // A block's start time is part of its key: a moved block is deleted and written anew.
  if (blockMatch.moved.length > 0) await writeAll(timeBlockEntity.delete(blockMatch.moved));
  if (blockMatch.writes.length > 0) await writeAll(timeBlockEntity.put(blockMatch.writes.map(block)));
  // Weekplans show the time blocks, the pinboard's board lists the groups: cached ones are stale now.
  if (groupMatch.writes.length > 0 || blockMatch.moved.length > 0 || blockMatch.writes.length > 0) await bumpPlanVersion(schoolId);

  const subjectIds = new Map(
    [...wanted.subjects].map((item) => {
      const kept = defined(subjectMatch.kept.get(item.longName ?? item.name), `subject ${item.name}`);
      return [item.name, { subjectId: kept.subjectId, name: kept.name, color: kept.color, shade: kept.shade ?? 500 }];
    }),
  );
  return {
    ids: {
      groups: new Map([...groupMatch.kept].map(([name, item]) => [name, { groupId: item.groupId, displayName: item.displayName }])),
      subjects: subjectIds,
      rooms: new Map([...roomMatch.kept].map(([name, item]) => [name, { roomId: item.roomId, name: item.name }])),
      blocks: blockMatch.blockIds,
    },
    counts,
  };
};
