import { classbookRoutes } from '../../shared/routes/classbook.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { changeAbsence, removeAbsence } from './absence.service.js';
import { createAbsence, createDaynotice, getLessonRegister, saveLessonRegister } from './classbook.service.js';
import { createGroupAbsence } from './group-absence.service.js';
import { confirmAbsence, reportSickness } from './sick-note.service.js';
import { getClassbookStatistic } from './statistics.service.js';

export const handler = domainHandler(classbookRoutes, resolveCaller, {
  getLessonRegister: ({ caller, input }) => getLessonRegister(caller, input.params.collectionName, input.params.id),
  saveLessonRegister: ({ caller, input }) => saveLessonRegister(caller, input.params.collectionName, input.params.id, input.body),
  createAbsence: ({ caller, input }) => createAbsence(caller, input.params.collectionName, input.params.id, input.body),
  createGroupAbsence: ({ caller, input }) => createGroupAbsence(caller, input.params.groupId, input.body),
  changeAbsence: ({ caller, input }) => changeAbsence(caller, input.body),
  removeAbsence: ({ caller, input }) => removeAbsence(caller, input.params.absenceId),
  createDaynotice: ({ caller, input }) => createDaynotice(caller, input.params.collectionName, input.params.id, input.body),
  getClassbookStatistic: ({ caller, input }) => getClassbookStatistic(caller, input.query),
  reportSickness: ({ caller, input }) => reportSickness(caller, input.body),
  confirmAbsence: ({ caller, input }) => confirmAbsence(caller, input.params.absenceId),
});
