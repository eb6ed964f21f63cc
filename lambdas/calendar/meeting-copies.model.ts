import type { EntityItem } from 'electrodb';
import type { LessonDateCopyKey, MeetingDateCopy } from '../timetable/lesson-date-write.service.js';
import type { meetingEntity } from './meeting.entity.js';

export type MeetingItem = EntityItem<typeof meetingEntity>;

type Revision = Pick<MeetingItem, 'meetingId' | 'revision' | 'days' | 'audiences' | 'starttime'>;

/** A meeting date's id: with the revision in it, a save's new copies never overwrite the old ones. */
export const meetingDateIdOf = (meetingId: string, revision: string, day: string) => `${meetingId}.${revision}.${day}`;

/** The keys of every copy of a meeting's current revision (what a later save or a delete removes). */
export const copyKeysOf = (meeting: Revision): LessonDateCopyKey[] =>
  (meeting.days ?? []).flatMap((day) =>
    (meeting.audiences ?? []).map((audience) => ({
      audience,
      day,
      starttime: meeting.starttime,
      lessonDateId: meetingDateIdOf(meeting.meetingId, meeting.revision, day),
    })),
  );

/** The copies of a meeting's current revision: one per day and audience. */
export const meetingDateCopiesOf = (
  meeting: Revision & Pick<MeetingItem, 'endtime' | 'name' | 'rooms' | 'tutors' | 'calendarIds'>,
): MeetingDateCopy[] =>
  (meeting.days ?? []).flatMap((day) =>
    (meeting.audiences ?? []).map((audience) => ({
      audience,
      lessonDateId: meetingDateIdOf(meeting.meetingId, meeting.revision, day),
      day,
      starttime: meeting.starttime,
      endtime: meeting.endtime,
      displayName: meeting.name,
      rooms: meeting.rooms,
      tutors: meeting.tutors,
      meetingId: meeting.meetingId,
      meetingRevision: meeting.revision,
      calendarIds: meeting.calendarIds,
    })),
  );

/** The dates of a meeting's current revision, as a save answers them. */
export const meetingDatesOf = (meeting: Pick<MeetingItem, 'meetingId' | 'revision' | 'days' | 'starttime' | 'endtime'>) =>
  (meeting.days ?? []).map((day) => ({
    id: meetingDateIdOf(meeting.meetingId, meeting.revision, day),
    day,
    starttime: meeting.starttime,
    endtime: meeting.endtime,
  }));

type CopiedFields = Pick<MeetingItem, 'name' | 'starttime' | 'endtime' | 'rooms' | 'tutors' | 'audiences'>;

const copiedFields = (meeting: CopiedFields) =>
  JSON.stringify([meeting.name, meeting.starttime, meeting.endtime, meeting.rooms, meeting.tutors, meeting.audiences]);

/** Whether a save changes what the copies of the days it keeps show, so those days count as updated. */
export const changesCopiedFields = (before: CopiedFields, after: CopiedFields) => copiedFields(before) !== copiedFields(after);
