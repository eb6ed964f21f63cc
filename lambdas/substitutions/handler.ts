import { substitutionsRoutes } from '../../shared/routes/substitutions.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { getSubstitutionPlan, getSupervisionPlan } from './substitution-plan.service.js';

export const handler = domainHandler(substitutionsRoutes, resolveCaller, {
  getSubstitutionPlan: ({ caller, input }) => getSubstitutionPlan(caller, input.query),
  getSupervisionPlan: ({ caller, input }) => getSupervisionPlan(caller, input.query),
});
