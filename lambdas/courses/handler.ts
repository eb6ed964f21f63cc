import { coursesRoutes } from '../../shared/routes/courses.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { confirmAllocation, getRegistrations, runAllocation } from './course-allocation.service.js';
import { updateOffer } from './course-offer-edit.service.js';
import { approveOffer, createOffer, listTutorOffers } from './course-offers.service.js';
import { getSubscribeList, subscribe, unsubscribe } from './course-subscriptions.service.js';
import { getMyCourses } from './my-courses.service.js';

export const handler = domainHandler(coursesRoutes, resolveCaller, {
  getCourseSubscribeList: ({ caller }) => getSubscribeList(caller),
  subscribeCourseOption: ({ caller, input }) => subscribe(caller, input.params.offerId, input.params.optionId, input.body.priority),
  unsubscribeCourseOption: ({ caller, input }) => unsubscribe(caller, input.params.offerId, input.params.optionId),
  getMyCourses: ({ caller }) => getMyCourses(caller),
  listCourseOffers: ({ caller }) => listTutorOffers(caller),
  createCourseOffer: ({ caller, input }) => createOffer(caller, input.body),
  updateCourseOffer: ({ caller, input }) => updateOffer(caller, input.params.offerId, input.body),
  approveCourseOffer: ({ caller, input }) => approveOffer(caller, input.params.offerId, input.body.approved),
  getCourseRegistrations: ({ caller, input }) => getRegistrations(caller, input.params.offerId),
  runCourseAllocation: ({ caller, input }) => runAllocation(caller, input.params.offerId),
  confirmCourseAllocation: ({ caller, input }) => confirmAllocation(caller, input.params.offerId),
});
