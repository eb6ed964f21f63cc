import { reservationsRoutes } from '../../shared/routes/reservations.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import {
  deleteBuilding,
  deleteResource,
  deleteResourceGroup,
  getCatalog,
  importResources,
  putBuilding,
  putResource,
  putResourceGroup,
} from './device-catalog.service.js';
import { deleteReservation, listMyReservations, listReservations, reserveResources, searchFreeResources } from './reservation.service.js';

export const handler = domainHandler(reservationsRoutes, resolveCaller, {
  getResourceCatalog: ({ caller }) => getCatalog(caller),
  putBuilding: ({ caller, input }) => putBuilding(caller, input.params.buildingId, input.body),
  deleteBuilding: ({ caller, input }) => deleteBuilding(caller, input.params.buildingId),
  putResourceGroup: ({ caller, input }) => putResourceGroup(caller, input.params.groupId, input.body),
  deleteResourceGroup: ({ caller, input }) => deleteResourceGroup(caller, input.params.groupId),
  putResource: ({ caller, input }) => putResource(caller, input.params.resourceId, input.body),
  deleteResource: ({ caller, input }) => deleteResource(caller, input.params.resourceId),
  importResources: ({ caller, input }) => importResources(caller, input.body.devices),
  searchFreeResources: ({ caller, input }) => searchFreeResources(caller, input.query),
  listReservations: ({ caller, input }) => listReservations(caller, input.query.from, input.query.days),
  listMyReservations: ({ caller }) => listMyReservations(caller),
  reserveResources: ({ caller, input }) => reserveResources(caller, input.body),
  deleteReservation: ({ caller, input }) => deleteReservation(caller, input.params.day, input.params.reservationId),
});
