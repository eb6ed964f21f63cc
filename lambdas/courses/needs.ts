import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      ...apiFunctionReads,
      // Offers, options and groups of a school year; subscriptions and slots of an offer.
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'offerId'],
      // Members of a group, course dates by week (memberships and subscriptions by student through gsi1).
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
      // Calendars and meeting revisions: the timetable service reads them with meeting dates.
      ['schoolId', 'book'],
    ],
    // The user service the bundle reaches can write user records.
    write: [
      ['schoolId'],
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'offerId'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
    ],
    indexes: ['gsi1'],
  },
};
