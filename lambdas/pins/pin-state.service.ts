import type { EntityItem } from 'electrodb';
import { getItems, itemRead } from '../_lib/batch-get.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { getSchools, type School } from '../schools/school.service.js';
import { planVersionRead } from '../timetable/plan-version-read.service.js';
import { listGroupsOfYear } from '../timetable/year-groups.service.js';
import { pinDayAt } from './pin-days.model.js';
import { PIN_INDEX, pinIndexEntity } from './pin-index.entity.js';
import { pinMarksEntity } from './pin-marks.entity.js';
import { pinPlacementEntity } from './pin-placement.entity.js';
import { pinReadEntity } from './pin-read.entity.js';
import { groupBoardId } from './pinboard-access.model.js';
import { pinboardVersionEntity } from './pinboard-version.entity.js';
import { pinboardEntity } from './pinboard.entity.js';
import { subjectSchoolOf, visibleBoards } from './visible-boards.service.js';

/** A pin as the school's index holds it: id, validity and boards. */
export type IndexedPin = EntityItem<typeof pinIndexEntity>['pins'][number];
export interface PinIndex {
  pins: IndexedPin[];
  revision: number;
}
type ReadMark = NonNullable<EntityItem<typeof pinMarksEntity>['read']>[number];

/** The reader's flags and copies: a guardian's are kept per child, everyone else's under themselves. */
export const readerOf = (caller: Caller) => {
  const subject = requireSubject(caller);
  return { schoolId: subject.schoolId, readerUid: caller.uid, subjectUid: subject.uid };
};
type Reader = ReturnType<typeof readerOf>;

const indexKey = (schoolId: string) => ({ schoolId, pinIndex: PIN_INDEX });

/** Pins that have not ended by `today`, newest first (pin ids start with their creation time). */
const notEnded = (pins: IndexedPin[], today: string) =>
  pins.filter((pin) => pin.end >= today).sort((a, b) => b.pinId.localeCompare(a.pinId));

/**
 * Builds the missing index of a school from the placements of every board of its active school year
 * (a board each, at once, consistent reads) and creates it unless another reader or writer did
 * first. No pin write succeeds while it is missing (each expects its revision), so the placements
 * read hold every pin. A school not written yet (the seed writes it last) has no boards to read.
 */
const rebuildIndex = async (schoolId: string, schoolYearId: string | undefined): Promise<PinIndex> => {
  const today = pinDayAt(new Date());
  const boardIds = schoolYearId
    ? await Promise.all([
        pinboardEntity.query.byYear({ schoolId: schoolId, schoolYearId }).go({ pages: 'all', consistent: true }),
        listGroupsOfYear(schoolId, schoolYearId),
      ]).then(([explicit, groups]) => [
        ...explicit.data.map((board) => board.pinboardId),
        ...groups.map((group) => groupBoardId(group.groupId)),
      ])
    : [];
  const placements = await Promise.all(
    boardIds.map((pinboardId) =>
      pinPlacementEntity.query
        .byBoard({ schoolId: schoolId, pinboardId })
        .gte({ end: today })
        .go({ pages: 'all', consistent: true, attributes: ['pinId', 'start', 'end', 'pinboardIds'] }),
    ),
  );
  const byId = new Map(placements.flatMap(({ data }) => data.map((pin) => [pin.pinId, pin] as const)));
  const index: PinIndex = {
    pins: notEnded(
      [...byId.values()].map(({ pinId, start, end, pinboardIds }) => ({ pinId, start, end, pinboardIds })),
      today,
    ),
    revision: 1,
  };
  try {
    await pinIndexEntity.create({ ...indexKey(schoolId), ...index }).go();
    return index;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await pinIndexEntity.get(indexKey(schoolId)).go({ consistent: true });
    if (!data) throw error;
    return { pins: data.pins, revision: data.revision };
  }
};

/** The school's index as a writer needs it: read consistently, rebuilt when missing. */
export const currentPinIndex = async (schoolId: string): Promise<PinIndex> => {
  const { data } = await pinIndexEntity.get(indexKey(schoolId)).go({ consistent: true });
  if (data) return { pins: data.pins, revision: data.revision };
  return rebuildIndex(schoolId, (await getSchools([schoolId])).get(schoolId)?.activeSchoolYearId);
};

/**
 * The index after a pin write: the pin's entry replaced (or removed with `pin` null), ended pins
 * dropped. Its put expects the revision read, so two pin writes never both build on one index.
 */
export const nextPinIndex = (index: PinIndex, pinId: string, pin: IndexedPin | null, today = pinDayAt(new Date())) => ({
  pins: notEnded([...index.pins.filter((entry) => entry.pinId !== pinId), ...(pin ? [pin] : [])], today),
  revision: index.revision + 1,
});

/** After a board write: readers' cached board lists are stale. */
export const bumpPinboardVersion = async (schoolId: string) => {
  await pinboardVersionEntity.upsert(indexKey(schoolId)).add({ version: 1 }).go();
};

/** What a reader's board list was computed at: when any part changes, it is computed anew. */
const boardStampOf = (school: School, schoolYearId: string, planVersion: number, pinboardVersion: number) =>
  [schoolYearId, school.myGroups, String(planVersion), String(pinboardVersion)].join('|');

/** The boards the subject sees, computed and kept in the reader's marks item with the stamp read before. */
const refreshBoardIds = async (caller: Caller, reader: Reader, boardStamp: string) => {
  const boardIds = (await visibleBoards(caller)).boards.map((board) => board.id);
  await pinMarksEntity.upsert(reader).set({ boardIds, boardStamp }).go();
  return boardIds;
};

/** The read pins (not ended) of a reader whose marks item has none yet: their flags of before, taken over once. */
const takeOverFlags = async (reader: Reader, today: string): Promise<ReadMark[]> => {
  const { data } = await pinReadEntity.query.byReader(reader).go({ pages: 'all', consistent: true });
  const read = data.filter((flag) => flag.pinEnd >= today).map((flag) => ({ pinId: flag.pinId, end: flag.pinEnd }));
  try {
    await pinMarksEntity
      .upsert(reader)
      .set({ read, revision: 1 })
      .where(({ revision }, { notExists }) => notExists(revision))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await pinMarksEntity.get(reader).go({ consistent: true })).data?.read ?? read;
  }
  return read;
};

export interface PinState {
  schoolId: string;
  /** The school's pins that have not ended, newest first. */
  pins: IndexedPin[];
  boardIds: ReadonlySet<string>;
  readIds: ReadonlySet<string>;
}

/**
 * What the pinboard's reads start from: the school's pin index, the pinboard and plan versions and
 * the reader's marks in one batch get. While the reader's board list is as current as its stamp
 * and the index and marks exist, that is all; otherwise the missing parts are built at once.
 */
export const readPinState = async (caller: Caller): Promise<PinState> => {
  const { school, schoolYearId } = subjectSchoolOf(caller);
  const reader = readerOf(caller);
  const today = pinDayAt(new Date());
  const [index, pinboardVersion, planVersion, marks] = await getItems([
    itemRead(pinIndexEntity, indexKey(school.id)),
    itemRead(pinboardVersionEntity, indexKey(school.id), (item) => item.version ?? 0),
    planVersionRead(school.id),
    itemRead(pinMarksEntity, reader),
  ] as const);
  const boardStamp = boardStampOf(school, schoolYearId, planVersion ?? 0, pinboardVersion ?? 0);
  const [pins, boardIds, read] = await Promise.all([
    index ? index.pins : rebuildIndex(school.id, schoolYearId).then((rebuilt) => rebuilt.pins),
    marks?.boardIds && marks.boardStamp === boardStamp ? marks.boardIds : refreshBoardIds(caller, reader, boardStamp),
    marks?.read ?? takeOverFlags(reader, today),
  ]);
  return {
    schoolId: school.id,
    pins: notEnded(pins, today),
    boardIds: new Set(boardIds),
    readIds: new Set(read.map((mark) => mark.pinId)),
  };
};

/** The ids of the pins the reader has read (their marks; one get). */
export const readPinIds = async (caller: Caller): Promise<ReadonlySet<string>> => {
  const reader = readerOf(caller);
  const { data } = await pinMarksEntity.get(reader).go();
  const read = data?.read ?? (await takeOverFlags(reader, pinDayAt(new Date())));
  return new Set(read.map((mark) => mark.pinId));
};

/** How often a mark is tried again when another write of the same reader's marks came first. */
const MARK_ATTEMPTS = 5;

/**
 * Marks a pin read or unread in the reader's marks: the whole list replaced, guarded by the revision
 * read; ended pins are dropped. Marking again what already holds changes nothing.
 */
export const saveReadMark = async (caller: Caller, pin: { pinId: string; end: string }, unread: boolean) => {
  const reader = readerOf(caller);
  const today = pinDayAt(new Date());
  for (let attempt = 1; ; attempt++) {
    const { data } = await pinMarksEntity.get(reader).go({ consistent: true });
    const read = data?.read ?? (await takeOverFlags(reader, today));
    const others = read.filter((mark) => mark.pinId !== pin.pinId && mark.end >= today);
    const next = unread ? others : [...others, { pinId: pin.pinId, end: pin.end }];
    const revision = data?.read ? (data.revision ?? 0) : 1;
    try {
      await pinMarksEntity
        .upsert(reader)
        .set({ read: next, revision: revision + 1 })
        .where((attr, { eq }) => eq(attr.revision, revision))
        .go();
      return;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= MARK_ATTEMPTS) throw error;
    }
  }
};
