import { personalPinItemsOf, type PinSubject } from './pin-export.service.js';
import { pinMarksEntity } from './pin-marks.entity.js';
import { pinReadEntity } from './pin-read.entity.js';
import { stackedPinEntity } from './stacked-pin.entity.js';

/** Removes a deleted account's read flags and marks and personal pin copies ('Ablage'); what is gone is no error. */
export const erasePersonalPins = async (uid: string, subjects: PinSubject[]) => {
  const { reads, marks, stacked } = await personalPinItemsOf(uid, subjects);
  if (marks.length > 0)
    await pinMarksEntity.delete(marks.map(({ schoolId, readerUid, subjectUid }) => ({ schoolId, readerUid, subjectUid }))).go();
  if (reads.length > 0)
    await pinReadEntity
      .delete(reads.map(({ schoolId, readerUid, subjectUid, pinId }) => ({ schoolId, readerUid, subjectUid, pinId })))
      .go();
  if (stacked.length > 0)
    await stackedPinEntity
      .delete(stacked.map(({ schoolId, ownerUid, subjectUid, stackedId }) => ({ schoolId, ownerUid, subjectUid, stackedId })))
      .go();
};
