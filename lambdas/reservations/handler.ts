import { reservationsRoutes } from '../../shared/routes/reservations.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import {
  createBuilding,
  createResource,
  createResourceGroup,
  updateBuilding,
  updateResource,
  updateResourceGroup,
} from './catalog-edit.service.js';
import { deleteBuilding, deleteResource, deleteResourceGroup, getCatalog, importResources } from './device-catalog.service.js';
import { deleteReservation, listMyReservations, listReservations, reserveResources, searchFreeResources } from './reservation.service.js';

export const handler = domainHandler(reservationsRoutes, resolveCaller, {
  getResourceCatalog: ({ caller }) => getCatalog(caller),
  createBuilding: ({ caller, input }) => createBuilding(caller, input.params.buildingId, input.body),
  updateBuilding: ({ caller, input }) => updateBuilding(caller, input.params.buildingId, input.body),
  deleteBuilding: ({ caller, input }) => deleteBuilding(caller, input.params.buildingId),
  createResourceGroup: ({ caller, input }) => createResourceGroup(caller, input.params.groupId, input.body),
  updateResourceGroup: ({ caller, input }) => updateResourceGroup(caller, input.params.groupId, input.body),
  deleteResourceGroup: ({ caller, input }) => deleteResourceGroup(caller, input.params.groupId),
  createResource: ({ caller, input }) => createResource(caller, input.params.resourceId, input.body),
  updateResource: ({ caller, input }) => updateResource(caller, input.params.resourceId, input.body),
  deleteResource: ({ caller, input }) => deleteResource(caller, input.params.resourceId),
  importResources: ({ caller, input }) => importResources(caller, input.body.devices),
  searchFreeResources: ({ caller, input }) => searchFreeResources(caller, input.query),
  listReservations: ({ caller, input }) => listReservations(caller, input.query.from, input.query.days),
  listMyReservations: ({ caller }) => listMyReservations(caller),
  reserveResources: ({ caller, input }) => reserveResources(caller, input.body),
  deleteReservation: ({ caller, input }) => deleteReservation(caller, input.params.day, input.params.reservationId),
});
