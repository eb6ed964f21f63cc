import { loginAlertsRoutes } from '../../shared/routes/login-alerts.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import {
  confirmLoginAlert,
  createLoginAlert,
  deleteLoginAlert,
  getLoginAlert,
  getPendingLoginAlert,
  updateLoginAlert,
} from './login-alert.service.js';

export const handler = domainHandler(loginAlertsRoutes, resolveCaller, {
  getPendingLoginAlert: ({ caller }) => getPendingLoginAlert(caller),
  confirmLoginAlert: ({ caller, input }) => confirmLoginAlert(caller, input.params.alertId),
  getLoginAlert: ({ caller }) => getLoginAlert(caller),
  createLoginAlert: ({ caller, input }) => createLoginAlert(caller, input.body),
  updateLoginAlert: ({ caller, input }) => updateLoginAlert(caller, input.params.alertId, input.body),
  deleteLoginAlert: ({ caller, input }) => deleteLoginAlert(caller, input.params.alertId),
});
