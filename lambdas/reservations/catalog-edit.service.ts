import type {
  Building,
  BuildingBody,
  Resource,
  ResourceBody,
  ResourceGroup,
  ResourceGroupBody,
  UpdateBuildingBody,
  UpdateResourceBody,
  UpdateResourceGroupBody,
} from '../../shared/schemas/reservation.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { countedRevision, outdatedEdit, requireRevision, stillAtRevision } from '../_lib/revision.js';
import { buildingEntity } from './building.entity.js';
import { readCatalog } from './device-catalog.service.js';
import { resourceGroupEntity } from './resource-group.entity.js';
import { resourceEntity } from './resource.entity.js';

/**
 * Creating and changing buildings, device groups and devices (docs/decisions/0014-an-edit-names-its-revision.md):
 * a new item takes the id the dialog made and starts at revision 1 (an id already taken answers 409 'conflict'); an
 * edit names the revision it was loaded at, refused as 'outdated' when another one is stored, and the write is
 * guarded by it against a save in between.
 */

/** A building id the body names must be one of the school's: otherwise the field is refused. */
const checkBuilding = (buildings: { id: string }[], buildingId: string | undefined) => {
  if (buildingId && !buildings.some((building) => building.id === buildingId))
    throw new AppError('validation-failed', { buildingId: 'unknown' });
};

/** The building and the groups a device names must be the school's. */
const checkDevice = async (schoolId: string, body: ResourceBody) => {
  const catalog = await readCatalog(schoolId);
  checkBuilding(catalog.buildings, body.buildingId);
  const known = new Set(catalog.groups.map((group) => group.id));
  if (body.groupIds.some((id) => !known.has(id))) throw new AppError('validation-failed', { groupIds: 'unknown' });
};

/** A create whose id is taken answers 'conflict'. */
const refusedCreate = (error: unknown): never => {
  throw isConditionFailure(error) ? new AppError('conflict') : error;
};

/** Why a guarded edit failed: the item was deleted meanwhile (404) or saved meanwhile ('outdated'). */
const refusedEdit = async (error: unknown, stillThere: () => Promise<unknown>): Promise<never> => {
  if (!isConditionFailure(error)) throw error;
  throw (await stillThere()) ? outdatedEdit() : new AppError('not-found');
};

/** The stored item an edit starts from, refused when it names another revision. */
const storedAt = <Item extends { revision?: number }>(item: Item | null, revision: number) => {
  if (!item) throw new AppError('not-found');
  requireRevision(countedRevision(item.revision), revision);
  return item;
};

export const createBuilding = async (caller: Caller, buildingId: string, body: BuildingBody): Promise<Building> => {
  await buildingEntity
    .create({ schoolId: caller.schoolId, buildingId, ...body, revision: 1 })
    .go()
    .catch(refusedCreate);
  return { id: buildingId, ...body, revision: 1 };
};

export const updateBuilding = async (caller: Caller, buildingId: string, { revision, ...body }: UpdateBuildingBody): Promise<Building> => {
  const key = { schoolId: caller.schoolId, buildingId };
  storedAt((await buildingEntity.get(key).go()).data, revision);
  await buildingEntity
    .patch(key)
    .set({ ...body, revision: revision + 1 })
    .where(({ revision: stored }, operators) => stillAtRevision(stored, revision, operators))
    .go()
    .catch((error: unknown) => refusedEdit(error, async () => (await buildingEntity.get(key).go()).data));
  return { id: buildingId, ...body, revision: revision + 1 };
};

export const createResourceGroup = async (caller: Caller, groupId: string, body: ResourceGroupBody): Promise<ResourceGroup> => {
  checkBuilding((await readCatalog(caller.schoolId)).buildings, body.buildingId);
  await resourceGroupEntity
    .create({ schoolId: caller.schoolId, groupId, ...body, revision: 1 })
    .go()
    .catch(refusedCreate);
  return { id: groupId, ...body, revision: 1 };
};

export const updateResourceGroup = async (
  caller: Caller,
  groupId: string,
  { revision, ...body }: UpdateResourceGroupBody,
): Promise<ResourceGroup> => {
  const key = { schoolId: caller.schoolId, groupId };
  storedAt((await resourceGroupEntity.get(key).go()).data, revision);
  checkBuilding((await readCatalog(caller.schoolId)).buildings, body.buildingId);
  const { buildingId, ...fields } = body;
  const patch = resourceGroupEntity.patch(key).set({ ...fields, revision: revision + 1 });
  await (buildingId ? patch.set({ buildingId }) : patch.remove(['buildingId']))
    .where(({ revision: stored }, operators) => stillAtRevision(stored, revision, operators))
    .go()
    .catch((error: unknown) => refusedEdit(error, async () => (await resourceGroupEntity.get(key).go()).data));
  return { id: groupId, ...body, revision: revision + 1 };
};

export const createResource = async (caller: Caller, resourceId: string, body: ResourceBody): Promise<Resource> => {
  await checkDevice(caller.schoolId, body);
  await resourceEntity
    .create({ schoolId: caller.schoolId, resourceId, ...body, revision: 1 })
    .go()
    .catch(refusedCreate);
  return { id: resourceId, ...body, revision: 1 };
};

export const updateResource = async (caller: Caller, resourceId: string, { revision, ...body }: UpdateResourceBody): Promise<Resource> => {
  const key = { schoolId: caller.schoolId, resourceId };
  storedAt((await resourceEntity.get(key).go()).data, revision);
  await checkDevice(caller.schoolId, body);
  const { buildingId, ...fields } = body;
  const patch = resourceEntity.patch(key).set({ ...fields, revision: revision + 1 });
  await (buildingId ? patch.set({ buildingId }) : patch.remove(['buildingId']))
    .where(({ revision: stored }, operators) => stillAtRevision(stored, revision, operators))
    .go()
    .catch((error: unknown) => refusedEdit(error, async () => (await resourceEntity.get(key).go()).data));
  return { id: resourceId, ...body, revision: revision + 1 };
};
