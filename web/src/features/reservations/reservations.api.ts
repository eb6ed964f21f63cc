import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { CALENDAR_DAYS } from '@shared/reservations/reservation-rules.js';
import type {
  BuildingBody,
  ImportedDevice,
  ReservationSearch,
  ReserveBody,
  ResourceBody,
  ResourceGroupBody,
} from '@shared/schemas/reservation.schema.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi, useReloadAfter } from '../../lib/use-api.hook.js';

/** The spec's polling of the reservations while the result view is shown. */
export const RESERVATION_POLL_MS = 5000;

export const catalogKey = apiKey('getResourceCatalog');
export const myReservationsKey = apiKey('listMyReservations');

/** Devices, groups and buildings of the school. */
export const useResourceCatalog = () => useApi('getResourceCatalog');

/** The caller's reservations from today on ('Reservierte Geräte'); only the caller changes them, and every change reloads them. */
export const useMyReservations = () => useApi('listMyReservations');

/**
 * Free devices and overlapping reservations for a search; polled every 5 s while `polling` (the
 * result view is shown on a wide screen or on the tab 'Neu').
 */
export const useFreeResources = (search: ReservationSearch | null, polling: boolean) =>
  useApi(search ? 'searchFreeResources' : null, search ? { query: search } : undefined, {
    refreshInterval: polling ? RESERVATION_POLL_MS : 0,
  });

/** The calendar dialog: today plus 4 days. */
export const useCalendarReservations = (from: string | null) =>
  useApi(from ? 'listReservations' : null, from ? { query: { from, days: CALENDAR_DAYS } } : undefined);

/** Any change of reservations: the own list and every search load again. */
const useReloadReservations = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && ['listMyReservations', 'searchFreeResources', 'listReservations'].includes(String(key[0]))),
    [mutate],
  );
};

export const useReserve = () => {
  const reload = useReloadReservations();
  return useCallback(
    async (body: ReserveBody) => {
      try {
        return await callApi('reserveResources', { body });
      } finally {
        // Refused too (a collision): the search shows at once who has the devices now.
        await reload();
      }
    },
    [reload],
  );
};

export const useDeleteReservation = () => {
  const reload = useReloadReservations();
  return useCallback(
    async (day: string, reservationId: string) => {
      await callApi('deleteReservation', { params: { day, reservationId } });
      await reload();
    },
    [reload],
  );
};

export type CatalogChange =
  | { kind: 'building'; id: string; body: BuildingBody }
  | { kind: 'group'; id: string; body: ResourceGroupBody }
  | { kind: 'device'; id: string; body: ResourceBody };
export type CatalogKind = CatalogChange['kind'];

/** A new item (no revision) is created under its id; a stored one is changed naming the revision it was loaded at. */
const saveCall = (change: CatalogChange, revision: number | undefined) => {
  switch (change.kind) {
    case 'building': {
      const params = { buildingId: change.id };
      return revision
        ? callApi('updateBuilding', { params, body: { ...change.body, revision } })
        : callApi('createBuilding', { params, body: change.body });
    }
    case 'group': {
      const params = { groupId: change.id };
      return revision
        ? callApi('updateResourceGroup', { params, body: { ...change.body, revision } })
        : callApi('createResourceGroup', { params, body: change.body });
    }
    case 'device': {
      const params = { resourceId: change.id };
      return revision
        ? callApi('updateResource', { params, body: { ...change.body, revision } })
        : callApi('createResource', { params, body: change.body });
    }
  }
};

/** Saves, deletes or imports catalog items; the catalog loads again afterwards. */
export const useCatalogActions = () => {
  const after = useReloadAfter(catalogKey);
  const save = useCallback((change: CatalogChange, revision: number | undefined) => after<unknown>(saveCall(change, revision)), [after]);
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
