import {
  adminPinboardSchema,
  adminPinboardsSchema,
  deletedSchema,
  markPinBodySchema,
  pinAttachmentDownloadSchema,
  pinAttachmentParamsSchema,
  pinboardBodySchema,
  pinboardParamsSchema,
  pinboardsSchema,
  pinParamsSchema,
  pinReadStateSchema,
  pinsSchema,
  pinUnreadCountSchema,
  savedPinSchema,
  savePinBodySchema,
  updatePinBodySchema,
  updatePinboardBodySchema,
  stackedPinParamsSchema,
  stackedPinSchema,
  stackedPinsSchema,
} from '../schemas/pin.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

const tutors = { roles: ['tutor'] } as const;
const admins = { ...tutors, adminOnly: true } as const;

/**
 * Pinnwand: everyone reads the current pins of the boards they may see (a guardian: the active
 * child's), marks them read and keeps personal copies; only tutors write pins, only the author
 * changes one. Admins keep the school's own boards (class and course boards come with the groups).
 */
export const pinsRoutes = defineRoutes(
  { name: 'pins' },
  {
    listPinboards: { method: 'GET', path: '/api/pinboards', response: pinboardsSchema },
    listSchoolPinboards: { method: 'GET', path: '/api/admin/pinboards', access: schoolAdmins, response: adminPinboardsSchema },
    createPinboard: {
      method: 'POST',
      path: '/api/admin/pinboards',
      access: admins,
      body: pinboardBodySchema,
      response: adminPinboardSchema,
    },
    updatePinboard: {
      method: 'PUT',
      path: '/api/admin/pinboards/{pinboardId}',
      access: admins,
      params: pinboardParamsSchema,
      body: updatePinboardBodySchema,
      response: adminPinboardSchema,
    },
    listCurrentPins: { method: 'GET', path: '/api/pins/current', response: pinsSchema },
    getUnreadPinCount: { method: 'GET', path: '/api/pins/unread-count', response: pinUnreadCountSchema },
    listOwnPins: { method: 'GET', path: '/api/pins/own', access: tutors, response: pinsSchema },
    createPin: { method: 'POST', path: '/api/pins', access: tutors, body: savePinBodySchema, response: savedPinSchema },
    updatePin: {
      method: 'PUT',
      path: '/api/pins/{pinId}',
      access: tutors,
      params: pinParamsSchema,
      body: updatePinBodySchema,
      response: savedPinSchema,
    },
    deletePin: { method: 'DELETE', path: '/api/pins/{pinId}', access: tutors, params: pinParamsSchema, response: deletedSchema },
    getPinAttachment: {
      method: 'GET',
      path: '/api/pins/{pinId}/attachments/{attachmentId}',
      params: pinAttachmentParamsSchema,
      response: pinAttachmentDownloadSchema,
    },
    markPin: {
      method: 'PUT',
      path: '/api/pins/{pinId}/read',
      params: pinParamsSchema,
      body: markPinBodySchema,
      response: pinReadStateSchema,
    },
    stackPin: { method: 'POST', path: '/api/pins/{pinId}/stack', params: pinParamsSchema, response: stackedPinSchema },
    listStackedPins: { method: 'GET', path: '/api/pins/stacked', response: stackedPinsSchema },
    deleteStackedPin: {
      method: 'DELETE',
      path: '/api/pins/stacked/{stackedId}',
      params: stackedPinParamsSchema,
      response: deletedSchema,
    },
  },
);
