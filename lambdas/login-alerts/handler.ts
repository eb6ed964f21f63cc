import { loginAlertsRoutes } from '../../shared/routes/login-alerts.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { confirmLoginAlert, deleteLoginAlert, getLoginAlert, getPendingLoginAlert, saveLoginAlert } from './login-alert.service.js';

export const handler = domainHandler(loginAlertsRoutes, resolveCaller, {
  getPendingLoginAlert: ({ caller }) => getPendingLoginAlert(caller),
  confirmLoginAlert: ({ caller, input }) => confirmLoginAlert(caller, input.params.alertId),
  getLoginAlert: ({ caller }) => getLoginAlert(caller),
  saveLoginAlert: ({ caller, input }) => saveLoginAlert(caller, input.body),
  deleteLoginAlert: ({ caller, input }) => deleteLoginAlert(caller, input.params.alertId),
});
