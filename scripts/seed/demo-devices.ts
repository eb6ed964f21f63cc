import { buildingEntity } from '../../lambdas/reservations/building.entity.js';
import { resourceGroupEntity } from '../../lambdas/reservations/resource-group.entity.js';
import { resourceEntity } from '../../lambdas/reservations/resource.entity.js';

/**
 * Demo devices for 'Geräteverwaltung': Lindenhof has two buildings (so the building selector shows),
 * a laptop cart and a tablet case as resource groups, beamers without a group; Birkenweg one building
 * with two laptops. Stable ids, so seeding again changes nothing.
 */
const lindenhof = 'lindenhof';
const numbered = (count: number, make: (number: string) => { resourceId: string; displayName: string; deviceId: string }) =>
  Array.from({ length: count }, (_, index) => make(String(index + 1).padStart(2, '0')));

export const seedDemoDevices = async () => {
  await buildingEntity
    .put([
      { schoolId: lindenhof, buildingId: 'haupthaus', name: 'Hauptgebäude' },
      { schoolId: lindenhof, buildingId: 'neubau', name: 'Neubau' },
      { schoolId: 'birkenweg', buildingId: 'schulhaus', name: 'Schulhaus' },
    ])
    .go();
  await resourceGroupEntity
    .put([
      { schoolId: lindenhof, groupId: 'laptopwagen-1', name: 'Laptopwagen 1', type: 'Laptop', buildingId: 'haupthaus' },
      { schoolId: lindenhof, groupId: 'tablet-koffer', name: 'Tablet-Koffer', type: 'Tablet', buildingId: 'neubau' },
    ])
    .go();
  const devices = [
    ...numbered(8, (n) => ({ resourceId: `laptop-${n}`, displayName: `Laptop ${n}`, deviceId: `LT-${n}` })).map((device) => ({
      ...device,
      type: 'Laptop',
      buildingId: 'haupthaus',
      groupIds: ['laptopwagen-1'],
    })),
    ...numbered(6, (n) => ({ resourceId: `tablet-${n}`, displayName: `Tablet ${n}`, deviceId: `TB-${n}` })).map((device) => ({
      ...device,
      type: 'Tablet',
      buildingId: 'neubau',
      groupIds: ['tablet-koffer'],
    })),
    ...numbered(3, (n) => ({ resourceId: `beamer-${n}`, displayName: `Beamer ${n}`, deviceId: `BM-${n}` })).map((device, index) => ({
      ...device,
      type: 'Beamer',
      buildingId: index === 2 ? 'neubau' : 'haupthaus',
      groupIds: [],
    })),
  ].map((device) => ({ schoolId: lindenhof, ...device }));
  await resourceEntity
    .put([
      ...devices,
      ...['01', '02'].map((n) => ({
        schoolId: 'birkenweg',
        resourceId: `laptop-${n}`,
        displayName: `Laptop B${n}`,
        type: 'Laptop',
        deviceId: `B-LT-${n}`,
        buildingId: 'schulhaus',
        groupIds: [],
      })),
    ])
    .go();
};
