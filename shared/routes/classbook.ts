import { lessonRegisterBodySchema, lessonRegisterSchema } from '../schemas/classbook.schema.js';
import { eventDetailParamsSchema } from '../schemas/timetable.schema.js';
import { defineRoutes } from './define-routes.js';

/** Class register 'Tagebuch': tutors read the register of a lesson they may open; its tutors or the class teacher save it. */
export const classbookRoutes = defineRoutes(
  { name: 'classbook', access: { roles: ['tutor'] } },
  {
    getLessonRegister: {
      method: 'GET',
      path: '/api/classbook/{collectionName}/{id}',
      params: eventDetailParamsSchema,
      response: lessonRegisterSchema,
    },
    saveLessonRegister: {
      method: 'PUT',
      path: '/api/classbook/{collectionName}/{id}',
      params: eventDetailParamsSchema,
      body: lessonRegisterBodySchema,
      response: lessonRegisterSchema,
    },
  },
);
