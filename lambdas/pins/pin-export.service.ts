import { pinEntity } from './pin.entity.js';
import { pinReadEntity, stackedPinEntity } from './pin-read.entity.js';

/** Whose pin flags and copies: the person themselves, or a guardian for one child (in the child's school). */
export interface PinSubject {
  schoolId: string;
  subjectUid: string;
}

/** The person's read flags and personal copies ('Ablage') for each subject. */
export const personalPinItemsOf = async (uid: string, subjects: PinSubject[]) => {
  const [reads, stacked] = await Promise.all([
    Promise.all(subjects.map((subject) => pinReadEntity.query.byReader({ ...subject, readerUid: uid }).go({ pages: 'all' }))),
    Promise.all(subjects.map((subject) => stackedPinEntity.query.byOwner({ ...subject, ownerUid: uid }).go({ pages: 'all' }))),
  ]);
  return { reads: reads.flatMap(({ data }) => data), stacked: stacked.flatMap(({ data }) => data) };
};

/** A person's pins for the Art. 15 export: those they wrote, those they read, their copies in 'Ablage'. */
export const exportPins = async (schoolId: string, uid: string, subjects: PinSubject[]) => {
  const [{ data: written }, { reads, stacked }] = await Promise.all([
    pinEntity.query.byAuthor({ schoolId, authorUid: uid }).go({ pages: 'all' }),
    personalPinItemsOf(uid, subjects),
  ]);
  return {
    pins: written.map(({ pinId, title, content, start, end, createdAt }) => ({ pinId, title, content, start, end, createdAt })),
    pinsRead: reads.map(({ pinId, subjectUid }) => ({ pinId, subjectUid })),
    pinsStacked: stacked.map(({ stackedId, subjectUid, stackedOn, title, content }) => ({
      stackedId,
      subjectUid,
      stackedOn,
      title,
      content,
    })),
  };
};
