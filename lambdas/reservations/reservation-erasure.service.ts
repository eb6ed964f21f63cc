import { DELETED_USER_NAME } from '../../shared/privacy.js';
import { reservationsOfTutor } from './reservation-export.service.js';
import { reservationEntity } from './reservation.entity.js';

/**
 * A deleted tutor's reservations stay in the devices' ledgers (other tutors see the devices taken),
 * the copied name becomes 'Gelöschter Benutzer'. Repeating it changes nothing.
 */
export const pseudonymiseReservations = async (schoolId: string, tutorUid: string) => {
  for (const { day, reservationId, tutorName } of await reservationsOfTutor(schoolId, tutorUid)) {
    if (tutorName === DELETED_USER_NAME) continue;
    await reservationEntity.patch({ schoolId, day, reservationId }).set({ tutorName: DELETED_USER_NAME }).go();
  }
};
