import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ImportedDevice, ResourceBody, ResourceGroup } from '../../../../shared/schemas/reservation.schema.js';
import { callApi } from '../../lib/call-api.js';
import { catalogKey } from './reservations.api.js';

export type CatalogChange =
  | { kind: 'building'; id: string; body: { name: string } }
  | { kind: 'group'; id: string; body: Omit<ResourceGroup, 'id'> }
  | { kind: 'device'; id: string; body: ResourceBody };
export type CatalogKind = CatalogChange['kind'];

/** Saves, deletes or imports catalog items; the catalog loads again afterwards. */
export const useCatalogActions = () => {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<T>) => {
      try {
        return await call;
      } finally {
        await mutate(catalogKey);
      }
    },
    [mutate],
  );
  const save = useCallback(
    (change: CatalogChange) =>
      after<unknown>(
        change.kind === 'building'
          ? callApi('putBuilding', { params: { buildingId: change.id }, body: change.body })
          : change.kind === 'group'
            ? callApi('putResourceGroup', { params: { groupId: change.id }, body: change.body })
            : callApi('putResource', { params: { resourceId: change.id }, body: change.body }),
      ),
    [after],
  );
  const remove = useCallback(
    (kind: CatalogKind, id: string) =>
      after(
        kind === 'building'
          ? callApi('deleteBuilding', { params: { buildingId: id } })
          : kind === 'group'
            ? callApi('deleteResourceGroup', { params: { groupId: id } })
            : callApi('deleteResource', { params: { resourceId: id } }),
      ),
    [after],
  );
  const importDevices = useCallback((devices: ImportedDevice[]) => after(callApi('importResources', { body: { devices } })), [after]);
  return { save, remove, importDevices };
};
