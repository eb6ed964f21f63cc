import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { onFirstUse } from '../../shared/on-first-use.js';
import type { Building, ImportedDevice, Resource, ResourceCatalog, ResourceGroup } from '../../shared/schemas/reservation.schema.js';
import { AppError } from '../_lib/app-error.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import type { Caller } from '../_lib/caller.js';
import { entityService } from '../_lib/entity-service.js';
import { countedRevision } from '../_lib/revision.js';
import { buildingEntity } from './building.entity.js';
import { resourceGroupEntity } from './resource-group.entity.js';
import { resourceEntity } from './resource.entity.js';

const deviceCatalog = entityService({ buildingEntity, resourceGroupEntity, resourceEntity });

type ResourceItem = EntityItem<typeof resourceEntity>;
type GroupItem = EntityItem<typeof resourceGroupEntity>;

export const toResource = (item: ResourceItem): Resource => ({
  id: item.resourceId,
  displayName: item.displayName,
  type: item.type,
  deviceId: item.deviceId,
  ...(item.buildingId && { buildingId: item.buildingId }),
  groupIds: item.groupIds,
  revision: countedRevision(item.revision),
});

const toGroup = (item: GroupItem): ResourceGroup => ({
  id: item.groupId,
  name: item.name,
  type: item.type,
  ...(item.buildingId && { buildingId: item.buildingId }),
  revision: countedRevision(item.revision),
});

/** German, numbers by value; made on first use (the first `Intl` object loads ICU's data). */
const byName = onFirstUse(() => new Intl.Collator('de', { numeric: true }));

/** The school's buildings, resource groups and devices, sorted by name: one query of the collection. */
export const readCatalog = async (schoolId: string): Promise<ResourceCatalog> => {
  const { data } = await deviceCatalog.collections.deviceCatalog({ schoolId }).go({ pages: 'all' });
  return {
    buildings: data.buildingEntity
      .map((item): Building => ({ id: item.buildingId, name: item.name, revision: countedRevision(item.revision) }))
      .sort((a, b) => byName().compare(a.name, b.name)),
    groups: data.resourceGroupEntity.map(toGroup).sort((a, b) => byName().compare(a.name, b.name)),
    resources: data.resourceEntity.map(toResource).sort((a, b) => byName().compare(a.displayName, b.displayName)),
  };
};

export const getCatalog = (caller: Caller) => readCatalog(caller.schoolId);

/** A building still named by a device or a group stays ('building-in-use'). */
export const deleteBuilding = async (caller: Caller, buildingId: string) => {
  const catalog = await readCatalog(caller.schoolId);
  if (!catalog.buildings.some((building) => building.id === buildingId)) throw new AppError('not-found');
  if ([...catalog.resources, ...catalog.groups].some((item) => item.buildingId === buildingId)) throw new AppError('building-in-use');
  await buildingEntity.delete({ schoolId: caller.schoolId, buildingId }).go();
  return { id: buildingId, deleted: true as const };
};

/** Deletes a group and takes it off its devices (their other groups stay), a save of each device. */
export const deleteResourceGroup = async (caller: Caller, groupId: string) => {
  const { schoolId } = caller;
  const catalog = await readCatalog(schoolId);
  if (!catalog.groups.some((group) => group.id === groupId)) throw new AppError('not-found');
  await resourceGroupEntity.delete({ schoolId, groupId }).go();
  const members = catalog.resources.filter((resource) => resource.groupIds.includes(groupId));
  await mapWithConcurrency(members, 5, (resource) =>
    resourceEntity
      .patch({ schoolId, resourceId: resource.id })
      .set({ groupIds: resource.groupIds.filter((id) => id !== groupId), revision: resource.revision + 1 })
      .go(),
  );
  return { id: groupId, deleted: true as const };
};

/** Deletes a device; its reservations stay as they were booked (they carry the device's name). */
export const deleteResource = async (caller: Caller, resourceId: string) => {
  const { data } = await resourceEntity.get({ schoolId: caller.schoolId, resourceId }).go();
  if (!data) throw new AppError('not-found');
  await resourceEntity.delete({ schoolId: caller.schoolId, resourceId }).go();
  return { id: resourceId, deleted: true as const };
};

const nameKey = (name: string) => name.trim().toLocaleLowerCase('de');

/**
 * Adds the devices of a list (read from a CSV file in the browser) as new devices at revision 1; a
 * building named in the list that the school lacks is created. Batch writes of 25 items.
 */
export const importResources = async (caller: Caller, devices: ImportedDevice[]) => {
  const { schoolId } = caller;
  const catalog = await readCatalog(schoolId);
  const buildings = new Map(catalog.buildings.map((building) => [nameKey(building.name), building.id]));
  const newBuildings: { schoolId: string; buildingId: string; name: string; revision: number }[] = [];
  const buildingOf = (name: string | undefined) => {
    if (!name) return undefined;
    const known = buildings.get(nameKey(name));
    if (known) return known;
    const buildingId = randomUUID();
    buildings.set(nameKey(name), buildingId);
    newBuildings.push({ schoolId, buildingId, name, revision: 1 });
    return buildingId;
  };
  const items = devices.map((device) => {
    const buildingId = buildingOf(device.buildingName);
    return {
      schoolId,
      resourceId: randomUUID(),
      displayName: device.displayName,
      type: device.type,
      deviceId: device.deviceId,
      ...(buildingId && { buildingId }),
      groupIds: [],
      revision: 1,
    };
  });
  if (newBuildings.length > 0) await buildingEntity.put(newBuildings).go();
  await resourceEntity.put(items).go();
  return { created: items.length, buildingsCreated: newBuildings.length };
};
