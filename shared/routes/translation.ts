import { translateBodySchema, translationSchema } from '../schemas/translation.schema.js';
import { defineRoutes } from './define-routes.js';

/** Translation of texts people read (meeting descriptions; later pins and notifications), for everyone signed in. */
export const translationRoutes = defineRoutes(
  { name: 'translation' },
  { translateText: { method: 'POST', path: '/api/translations', body: translateBodySchema, response: translationSchema } },
);
