import { meetingEntity } from './meeting.entity.js';

/**
 * The meetings ('Termine') a person wrote, for the Art. 15 export: one query of the school's
 * meetings (their partition; there is no index by author) filtered by author. The tutors and the
 * class tutors a meeting names are left out (other people's data); calendars and rooms are kept.
 */
export const exportMeetings = async (schoolId: string, authorUid: string) => {
  const { data } = await meetingEntity.query
    .bySchool({ schoolId, book: 'meetings' })
    .where(({ authorUid: author }, { eq }) => eq(author, authorUid))
    .go({
      pages: 'all',
      attributes: [
        'meetingId',
        'schoolYearId',
        'name',
        'description',
        'calendarIds',
        'rooms',
        'start',
        'end',
        'starttime',
        'endtime',
        'repeat',
        'includeVacations',
        'onBoard',
      ],
    });
  return data.map(({ rooms, ...meeting }) => ({ ...meeting, rooms: (rooms ?? []).map((room) => room.name) }));
};
