import {
  buildingBodySchema,
  buildingParamsSchema,
  buildingSchema,
  deletedSchema,
  importDevicesBodySchema,
  importDevicesResultSchema,
  reservationDaysQuerySchema,
  reservationListSchema,
  reservationParamsSchema,
  reservationSearchQuerySchema,
  reservationSearchResultSchema,
  reserveBodySchema,
  reserveResultSchema,
  resourceBodySchema,
  resourceCatalogSchema,
  resourceGroupBodySchema,
  resourceGroupParamsSchema,
  resourceGroupSchema,
  resourceParamsSchema,
  resourceSchema,
} from '../schemas/reservation.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

const tutors = { roles: ['tutor'] } as const;

/**
 * 'Geräteverwaltung': tutors search free devices and reserve them; admins keep the devices, their
 * groups and the buildings of their school (create or change by id, delete, import a device list).
 */
export const reservationsRoutes = defineRoutes(
  { name: 'reservations', access: tutors },
  {
    getResourceCatalog: { method: 'GET', path: '/api/resources', response: resourceCatalogSchema },
    putBuilding: {
      method: 'PUT',
      path: '/api/resources/buildings/{buildingId}',
      access: schoolAdmins,
      params: buildingParamsSchema,
      body: buildingBodySchema,
      response: buildingSchema,
    },
    deleteBuilding: {
      method: 'DELETE',
      path: '/api/resources/buildings/{buildingId}',
      access: schoolAdmins,
      params: buildingParamsSchema,
      response: deletedSchema,
    },
    putResourceGroup: {
      method: 'PUT',
      path: '/api/resources/groups/{groupId}',
      access: schoolAdmins,
      params: resourceGroupParamsSchema,
      body: resourceGroupBodySchema,
      response: resourceGroupSchema,
    },
    deleteResourceGroup: {
      method: 'DELETE',
      path: '/api/resources/groups/{groupId}',
      access: schoolAdmins,
      params: resourceGroupParamsSchema,
      response: deletedSchema,
    },
    putResource: {
      method: 'PUT',
      path: '/api/resources/devices/{resourceId}',
      access: schoolAdmins,
      params: resourceParamsSchema,
      body: resourceBodySchema,
      response: resourceSchema,
    },
    deleteResource: {
      method: 'DELETE',
      path: '/api/resources/devices/{resourceId}',
      access: schoolAdmins,
      params: resourceParamsSchema,
      response: deletedSchema,
    },
    importResources: {
      method: 'POST',
      path: '/api/resources/imports',
      access: schoolAdmins,
      body: importDevicesBodySchema,
      response: importDevicesResultSchema,
    },
    searchFreeResources: {
      method: 'GET',
      path: '/api/reservations/search',
      query: reservationSearchQuerySchema,
      response: reservationSearchResultSchema,
    },
    listReservations: { method: 'GET', path: '/api/reservations', query: reservationDaysQuerySchema, response: reservationListSchema },
    listMyReservations: { method: 'GET', path: '/api/reservations/mine', response: reservationListSchema },
    reserveResources: { method: 'POST', path: '/api/reservations', body: reserveBodySchema, response: reserveResultSchema },
    deleteReservation: {
      method: 'DELETE',
      path: '/api/reservations/{day}/{reservationId}',
      params: reservationParamsSchema,
      response: deletedSchema,
    },
  },
);
