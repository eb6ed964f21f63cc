import { roomEntity } from './room.entity.js';

/** The rooms of a school (one query). */
export const listRooms = async (schoolId: string) => {
  const { data } = await roomEntity.query.bySchool({ schoolId }).go({ pages: 'all' });
  return data.map((room) => ({ id: room.roomId, name: room.name })).sort((a, b) => a.name.localeCompare(b.name, 'de', { numeric: true }));
};
