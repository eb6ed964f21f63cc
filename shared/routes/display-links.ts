import {
  displayBoardParamsSchema,
  displayLinkBodySchema,
  displayLinkCreatedSchema,
  displayLinkListSchema,
  displayLinkParamsSchema,
} from '../schemas/display-links.schema.js';
import { substitutionPlanSchema } from '../schemas/substitutions.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/** Hallway screens: the school's admins keep secret display links; a screen shows the Vertretungsplan through one. */
export const displayLinksRoutes = defineRoutes(
  { name: 'display-links', access: schoolAdmins },
  {
    listDisplayLinks: { method: 'GET', path: '/api/display-links', response: displayLinkListSchema },
    createDisplayLink: { method: 'POST', path: '/api/display-links', body: displayLinkBodySchema, response: displayLinkCreatedSchema },
    revokeDisplayLink: {
      method: 'DELETE',
      path: '/api/display-links/{linkId}',
      params: displayLinkParamsSchema,
      response: displayLinkListSchema,
    },
    /**
     * The school's Vertretungsplan as students see 'Alle Klassen', for a hallway screen: public, the
     * secret token in the path is the only credential; revalidated with its entity tag.
     */
    getDisplayBoard: {
      method: 'GET',
      path: '/api/display/{token}',
      access: 'public',
      params: displayBoardParamsSchema,
      response: substitutionPlanSchema,
      tagged: true,
    },
  },
);
