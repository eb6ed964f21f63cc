import { reservationEntity } from './reservation.entity.js';

/** Every reservation a tutor made, past and future (one paged query on the tutors' index). */
export const reservationsOfTutor = async (schoolId: string, tutorUid: string) =>
  (await reservationEntity.query.byTutor({ schoolId, tutorUid }).go({ pages: 'all' })).data;

/** The Art. 15 export's view of a tutor's reservations. */
export const exportReservations = async (schoolId: string, tutorUid: string) =>
  (await reservationsOfTutor(schoolId, tutorUid)).map(
    ({ day, reservationId, resourceName, resourceType, starttime, endtime, description, createdAt }) => ({
      day,
      reservationId,
      resourceName,
      resourceType,
      starttime,
      endtime,
      description,
      createdAt,
    }),
  );
