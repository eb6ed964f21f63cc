import {
  approveOfferBodySchema,
  courseOfferSchema,
  courseRegistrationsSchema,
  courseSubscribeListSchema,
  createCourseOfferBodySchema,
  myCoursesSchema,
  offerParamsSchema,
  optionParamsSchema,
  subscribeBodySchema,
  subscriptionResultSchema,
  tutorOffersSchema,
  updateCourseOfferBodySchema,
} from '../schemas/course.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

const students = { roles: ['student', 'guardian'] } as const;
const tutors = { roles: ['tutor'] } as const;

/**
 * Course registration: students (and guardians for the active child) subscribe; tutors offer
 * courses and course groups, see their registrations and allocate; admins approve offers.
 */
export const coursesRoutes = defineRoutes(
  { name: 'courses' },
  {
    getCourseSubscribeList: { method: 'GET', path: '/api/courses/subscribe', access: students, response: courseSubscribeListSchema },
    subscribeCourseOption: {
      method: 'PUT',
      path: '/api/courses/offers/{offerId}/options/{optionId}/subscription',
      access: students,
      params: optionParamsSchema,
      body: subscribeBodySchema,
      response: subscriptionResultSchema,
    },
    unsubscribeCourseOption: {
      method: 'DELETE',
      path: '/api/courses/offers/{offerId}/options/{optionId}/subscription',
      access: students,
      params: optionParamsSchema,
      response: subscriptionResultSchema,
    },
    getMyCourses: { method: 'GET', path: '/api/courses/mine', access: students, response: myCoursesSchema },
    listCourseOffers: { method: 'GET', path: '/api/courses/offers', access: tutors, response: tutorOffersSchema },
    createCourseOffer: {
      method: 'POST',
      path: '/api/courses/offers',
      access: tutors,
      body: createCourseOfferBodySchema,
      response: courseOfferSchema,
    },
    updateCourseOffer: {
      method: 'PUT',
      path: '/api/courses/offers/{offerId}',
      access: tutors,
      params: offerParamsSchema,
      body: updateCourseOfferBodySchema,
      response: courseOfferSchema,
    },
    approveCourseOffer: {
      method: 'PATCH',
      path: '/api/courses/offers/{offerId}/approval',
      access: schoolAdmins,
      params: offerParamsSchema,
      body: approveOfferBodySchema,
      response: courseOfferSchema,
    },
    getCourseRegistrations: {
      method: 'GET',
      path: '/api/courses/offers/{offerId}/registrations',
      access: tutors,
      params: offerParamsSchema,
      response: courseRegistrationsSchema,
    },
    runCourseAllocation: {
      method: 'POST',
      path: '/api/courses/offers/{offerId}/allocation',
      access: tutors,
      params: offerParamsSchema,
      response: courseRegistrationsSchema,
    },
    confirmCourseAllocation: {
      method: 'POST',
      path: '/api/courses/offers/{offerId}/allocation/confirmation',
      access: tutors,
      params: offerParamsSchema,
      response: courseRegistrationsSchema,
    },
  },
);
