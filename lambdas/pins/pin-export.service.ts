import { pinMarksEntity } from './pin-marks.entity.js';
import { pinReadEntity } from './pin-read.entity.js';
import { pinEntity } from './pin.entity.js';
import { stackedPinEntity } from './stacked-pin.entity.js';

/** Whose pin flags and copies: the person themselves, or a guardian for one child (in the child's school). */
export interface PinSubject {
  schoolId: string;
  subjectUid: string;
}

/** The person's read flags of before, read marks and personal copies ('Ablage') for each subject. */
export const personalPinItemsOf = async (uid: string, subjects: PinSubject[]) => {
  const [reads, marks, stacked] = await Promise.all([
    Promise.all(subjects.map((subject) => pinReadEntity.query.byReader({ ...subject, readerUid: uid }).go({ pages: 'all' }))),
    subjects.length > 0 ? pinMarksEntity.get(subjects.map((subject) => ({ ...subject, readerUid: uid }))).go() : { data: [] },
    Promise.all(subjects.map((subject) => stackedPinEntity.query.byOwner({ ...subject, ownerUid: uid }).go({ pages: 'all' }))),
  ]);
  return { reads: reads.flatMap(({ data }) => data), marks: marks.data, stacked: stacked.flatMap(({ data }) => data) };
};

/** A person's pins for the Art. 15 export: those they wrote, those they read, their copies in 'Ablage'. */
export const exportPins = async (schoolId: string, uid: string, subjects: PinSubject[]) => {
  const [{ data: written }, { reads, marks, stacked }] = await Promise.all([
    pinEntity.query.byAuthor({ schoolId, authorUid: uid }).go({ pages: 'all' }),
    personalPinItemsOf(uid, subjects),
  ]);
  return {
    pins: written.map(({ pinId, title, content, start, end, createdAt }) => ({ pinId, title, content, start, end, createdAt })),
    pinsRead: [
      ...new Map(
        [
          ...reads.map(({ pinId, subjectUid }) => ({ pinId, subjectUid })),
          ...marks.flatMap(({ read, subjectUid }) => (read ?? []).map(({ pinId }) => ({ pinId, subjectUid }))),
        ].map((entry) => [`${entry.subjectUid}|${entry.pinId}`, entry]),
      ).values(),
    ],
    pinsStacked: stacked.map(({ stackedId, subjectUid, stackedOn, title, content }) => ({
      stackedId,
      subjectUid,
      stackedOn,
      title,
      content,
    })),
  };
};
