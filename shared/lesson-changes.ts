import type { ChangeType, EventChange, WeekplanEvent } from './schemas/timetable.schema.js';

/** The German name of each kind of change, as the weekplan and the calendar feed show it. */
export const changeLabels: Record<ChangeType, string> = {
  cancel: 'Ausfall',
  substitution: 'Vertretung',
  roomChange: 'Raumänderung',
  subjectChange: 'Fachänderung',
  additionalTutorsChange: 'Zusätzliche Lehrkraft',
  absentTutorsChange: 'Lehrkraft abwesend',
  replacement: 'Ersatz',
  additionalAttribute: 'Hinweis',
};

const ofType = (changes: EventChange[], type: ChangeType) => changes.filter((change) => change.type === type);

/**
 * What the (visible) changes of a lesson amount to: cancelled or not, substitutes replacing every
 * planned tutor, absent and additional tutors, new rooms replacing the planned ones, a new subject.
 */
export const changeEffects = ({ changes }: Pick<WeekplanEvent, 'changes'>) => ({
  cancelled: ofType(changes, 'cancel').length > 0,
  substitutes: ofType(changes, 'substitution').flatMap((change) => change.tutors ?? []),
  absentTutorUids: new Set(ofType(changes, 'absentTutorsChange').flatMap((change) => (change.tutors ?? []).map((tutor) => tutor.uid))),
  additionalTutors: ofType(changes, 'additionalTutorsChange').flatMap((change) => change.tutors ?? []),
  newRooms: ofType(changes, 'roomChange').flatMap((change) => change.rooms ?? []),
  newSubject: ofType(changes, 'subjectChange').find((change) => change.subject)?.subject,
});
