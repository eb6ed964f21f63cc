import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { AdminPinboard, PinboardBody, UpdatePinboardBody } from '../../shared/schemas/pin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { countedRevision, outdatedEdit, requireRevision, stillAtRevision } from '../_lib/revision.js';
import { getSchool } from '../schools/school.service.js';
import { tutorUidsAmong } from '../users/user-lookup.service.js';
import { bumpPinboardVersion } from './pin-state.service.js';
import { pinboardEntity } from './pinboard.entity.js';

const toAdminPinboard = (item: EntityItem<typeof pinboardEntity>): AdminPinboard => ({
  id: item.pinboardId,
  name: item.name,
  displayName: item.displayName,
  color: { name: item.colorName, shade: 600 },
  public: item.public,
  tutorUids: item.tutorUids ?? [],
  revision: countedRevision(item.revision),
});

const activeYearOf = async (schoolId: string) => {
  const school = await getSchool(schoolId);
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  return school.activeSchoolYearId;
};

/** Every listed tutor must be a tutor of the admin's school (one batch get). */
const checkTutors = async (schoolId: string, tutorUids: string[]) => {
  const unique = [...new Set(tutorUids)];
  if (unique.length === 0) return;
  const tutors = await tutorUidsAmong(schoolId, unique);
  if (tutors.size !== unique.length) throw new AppError('validation-failed', { tutorUids: 'unknown_tutor' });
};

const itemOf = (schoolId: string, schoolYearId: string, pinboardId: string, body: PinboardBody, revision: number) => ({
  schoolId,
  schoolYearId,
  pinboardId,
  name: body.name,
  displayName: body.displayName,
  colorName: body.color.name,
  public: body.public,
  revision,
  ...(body.tutorUids.length > 0 && { tutorUids: [...new Set(body.tutorUids)] }),
});

/** Admins: the school's own boards of the active school year, by name. */
export const listSchoolPinboards = async (caller: Caller) => {
  const schoolYearId = await activeYearOf(caller.schoolId);
  const { data } = await pinboardEntity.query.byYear({ schoolId: caller.schoolId, schoolYearId }).go({ pages: 'all' });
  return { pinboards: data.map(toAdminPinboard).sort((a, b) => a.displayName.localeCompare(b.displayName, 'de')) };
};

export const createPinboard = async (caller: Caller, body: PinboardBody) => {
  const [schoolYearId] = await Promise.all([activeYearOf(caller.schoolId), checkTutors(caller.schoolId, body.tutorUids)]);
  const item = itemOf(caller.schoolId, schoolYearId, randomUUID(), body, 1);
  await pinboardEntity.create(item).go();
  await bumpPinboardVersion(caller.schoolId);
  return toAdminPinboard(item);
};

interface PinboardKey {
  schoolId: string;
  schoolYearId: string;
  pinboardId: string;
}

/** The stored board's revision, or undefined when there is no such board. */
const storedRevisionOf = async (key: PinboardKey) => {
  const { data } = await pinboardEntity.get(key).go({ attributes: ['pinboardId', 'revision'] });
  return data ? countedRevision(data.revision) : undefined;
};

/**
 * Changes a board in place (its pins stay on it); an unknown id is 404. The edit names the revision it was
 * loaded at: another one (a save meanwhile, e.g. in a second tab) answers 409 'conflict' with
 * `revision: 'outdated'`, and the write is guarded by it against a save now.
 */
export const updatePinboard = async (caller: Caller, pinboardId: string, { revision: named, ...body }: UpdatePinboardBody) => {
  const [schoolYearId] = await Promise.all([activeYearOf(caller.schoolId), checkTutors(caller.schoolId, body.tutorUids)]);
  const key = { schoolId: caller.schoolId, schoolYearId, pinboardId };
  const revision = await storedRevisionOf(key);
  if (revision === undefined) throw new AppError('not-found');
  requireRevision(revision, named);
  const item = itemOf(caller.schoolId, schoolYearId, pinboardId, body, revision + 1);
  try {
    await pinboardEntity
      .put(item)
      .where((attr, operators) => `${operators.exists(attr.pinboardId)} AND ${stillAtRevision(attr.revision, revision, operators)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw (await storedRevisionOf(key)) === undefined ? new AppError('not-found') : outdatedEdit();
  }
  await bumpPinboardVersion(caller.schoolId);
  return toAdminPinboard(item);
};
