import { accountRoutes } from '../../shared/routes/account.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { getPushSettings, updateAvatar, updateDisplayName, updatePushSettings } from './account.service.js';

export const handler = domainHandler(accountRoutes, resolveCaller, {
  updateDisplayName: ({ caller, input }) => updateDisplayName(caller, input.body.displayName),
  updateAvatar: ({ caller, input }) => updateAvatar(caller, input.body.avatarIndex),
  getPushSettings: ({ caller }) => getPushSettings(caller),
  updatePushSettings: ({ caller, input }) => updatePushSettings(caller, input.body),
});
