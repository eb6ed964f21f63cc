import { randomBytes } from 'node:crypto';
import { PIN_ATTACHMENTS_MAX_BYTES } from '../../shared/schemas/pin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { PinItem } from './pin.model.js';

export type Attachment = NonNullable<PinItem['attachments']>[number];

/** A pin's attachments lie in its own folder of the files bucket, apart from anyone's storage. */
export const attachmentKey = (schoolId: string, pinId: string, attachmentId: string) =>
  `pin-attachments/${schoolId}/${pinId}/${attachmentId}`;

/** The attachments a save keeps: each id must be one the pin has. */
export const keptAttachments = (current: Attachment[], attachmentIds: string[]) =>
  attachmentIds.map((id) => {
    const attachment = current.find((item) => item.id === id);
    if (!attachment) throw new AppError('validation-failed', { attachmentIds: 'not_found' });
    return attachment;
  });

/** One new attachment per stored file, each with an id of its own; with the kept ones within the total size. */
export const addedAttachments = (kept: Attachment[], files: Omit<Attachment, 'id'>[]): Attachment[] => {
  const added = files.map(({ name, contentType, fileSize }) => ({ id: randomBytes(8).toString('hex'), name, contentType, fileSize }));
  if ([...kept, ...added].reduce((sum, attachment) => sum + attachment.fileSize, 0) > PIN_ATTACHMENTS_MAX_BYTES)
    throw new AppError('validation-failed', { storageItemIds: 'too_large' });
  return added;
};
