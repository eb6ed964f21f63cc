import {
  avatarResultSchema,
  displayNameResultSchema,
  pushSettingsSchema,
  updateAvatarBodySchema,
  updateDisplayNameBodySchema,
  updatePushSettingsBodySchema,
} from '../schemas/account.schema.js';
import { defineRoutes } from './define-routes.js';

/** Account routes act on the caller's own record, for guardians too (never the active child's). */
export const accountRoutes = defineRoutes(
  { name: 'account' },
  {
    updateDisplayName: {
      method: 'PUT',
      path: '/api/account/display-name',
      access: { roles: ['tutor', 'guardian'] },
      body: updateDisplayNameBodySchema,
      response: displayNameResultSchema,
    },
    updateAvatar: { method: 'PUT', path: '/api/account/avatar', body: updateAvatarBodySchema, response: avatarResultSchema },
    getPushSettings: { method: 'GET', path: '/api/account/push-settings', response: pushSettingsSchema },
    updatePushSettings: {
      method: 'PUT',
      path: '/api/account/push-settings',
      body: updatePushSettingsBodySchema,
      response: pushSettingsSchema,
    },
  },
);
