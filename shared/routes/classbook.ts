import { changedAbsenceSchema, enteredAbsenceSchema, removedAbsenceSchema } from '../schemas/absence.schema.js';
import { classbookStatisticSchema, statisticQuerySchema } from '../schemas/classbook-statistic.schema.js';
import {
  absenceBodySchema,
  absenceConfirmationSchema,
  absenceParamsSchema,
  lessonRegisterBodySchema,
  lessonRegisterSchema,
  sickNoteBodySchema,
  sickNoteSchema,
} from '../schemas/classbook.schema.js';
import { daynoticeBodySchema } from '../schemas/daynotice.schema.js';
import { eventDetailParamsSchema, groupParamsSchema } from '../schemas/timetable.schema.js';
import { defineRoutes } from './define-routes.js';

/**
 * Class register 'Tagebuch': tutors read the register of a lesson they may open; its tutors or the
 * class teacher save it. Statistics 'Klassenbuch': the registers of the classes a tutor may see.
 * Guardians report their active child sick; the class teacher confirms it.
 */
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
    /** 'Abwesenheit eintragen' from the Tagebuch: an absence of a student of the lesson; answers the lesson's register with its marks. */
    createAbsence: {
      method: 'POST',
      path: '/api/classbook/{collectionName}/{id}/absences',
      params: eventDetailParamsSchema,
      body: absenceBodySchema,
      response: lessonRegisterSchema,
    },
    /** A day note (Tagesnotiz) about a student of the lesson, from the Tagebuch; answers the register with its marks. */
    createDaynotice: {
      method: 'POST',
      path: '/api/classbook/{collectionName}/{id}/daynotices',
      params: eventDetailParamsSchema,
      body: daynoticeBodySchema,
      response: lessonRegisterSchema,
    },
    /** 'Abwesenheit eintragen' from Meine Klassen: an absence of a student of the group, for those who see its students. */
    createGroupAbsence: {
      method: 'POST',
      path: '/api/groups/{groupId}/absences',
      params: groupParamsSchema,
      body: absenceBodySchema,
      response: enteredAbsenceSchema,
    },
    /** Changing an absence (identified by the body's id): its author or the student's class teacher; every day copy at once. */
    changeAbsence: {
      method: 'PUT',
      path: '/api/absences',
      body: absenceBodySchema,
      response: changedAbsenceSchema,
    },
    /** Removing an absence: its author or the student's class teacher; every day copy and the entry at once. */
    removeAbsence: {
      method: 'DELETE',
      path: '/api/absences/{absenceId}',
      params: absenceParamsSchema,
      response: removedAbsenceSchema,
    },
    getClassbookStatistic: {
      method: 'GET',
      path: '/api/classbookStatistic',
      query: statisticQuerySchema,
      response: classbookStatisticSchema,
    },
    /** 'Krankmeldung': a guardian reports the active child sick; it becomes an absence (reason Krankheit). */
    reportSickness: {
      method: 'POST',
      path: '/api/classbook/sick-notes',
      access: { roles: ['guardian'] },
      body: sickNoteBodySchema,
      response: sickNoteSchema,
    },
    /** 'Bestätigen': the class teacher confirms an absence a guardian reported. */
    confirmAbsence: {
      method: 'POST',
      path: '/api/classbook/absences/{absenceId}/confirmation',
      params: absenceParamsSchema,
      response: absenceConfirmationSchema,
    },
  },
);
