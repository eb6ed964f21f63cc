import { userImportRoutes } from '../../shared/routes/user-import.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { checkUserImport, createUserImport, getUserImport, startUserImport } from './user-import.service.js';

export const handler = domainHandler(userImportRoutes, resolveCaller, {
  createUserImport: ({ caller, input }) => createUserImport(caller, input.body),
  checkUserImport: ({ caller, input }) => checkUserImport(caller, input.params.importId),
  startUserImport: ({ caller, input }) => startUserImport(caller, input.params.importId, input.body),
  getUserImport: ({ caller, input }) => getUserImport(caller, input.params.importId),
});
