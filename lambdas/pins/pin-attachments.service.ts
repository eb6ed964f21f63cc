import type { SavePinBody } from '../../shared/schemas/pin.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { copyFile, deleteFile, presignDownload } from '../_lib/files.js';
import { ownStoredFile } from '../storage/storage-file.service.js';
import { addedAttachments, attachmentKey, keptAttachments, type Attachment } from './pin-attachments.model.js';
import { getReadablePin } from './pin-read.service.js';
import type { PinItem } from './pin.model.js';

/** How long a reader's download link of an attachment works. */
const ATTACHMENT_URL_SECONDS = 300;

/** Copies every file or none: when one copy fails, the copies that succeeded are deleted again and the failure stands. */
const copyAll = async (copies: { from: string; to: string }[]) => {
  const outcomes = await Promise.allSettled(copies.map(({ from, to }) => copyFile(from, to)));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (!failure) return;
  await Promise.all(copies.filter((_, index) => outcomes[index]?.status === 'fulfilled').map(({ to }) => deleteFile(to)));
  throw failure.reason;
};

/**
 * The pin's attachments after a save: the kept ones (ids the pin has) and copies of the author's own
 * stored files, within the total size. The copies are made before the pin is written; `discard`
 * removes them again when the write fails.
 */
export const attachmentsFor = async (caller: Caller, pin: PinItem, body: SavePinBody) => {
  const current = pin.attachments ?? [];
  const kept = keptAttachments(current, body.attachmentIds);
  const files = await Promise.all(body.storageItemIds.map((itemId) => ownStoredFile(caller, itemId)));
  const added = addedAttachments(kept, files);
  const keyOf = (attachment: Attachment) => attachmentKey(pin.schoolId, pin.pinId, attachment.id);
  await copyAll(added.map((attachment, index) => ({ from: files[index]?.objectKey ?? '', to: keyOf(attachment) })));
  const removed = current.filter((attachment) => !kept.includes(attachment));
  return {
    attachments: [...kept, ...added],
    discard: () => Promise.all(added.map((attachment) => deleteFile(keyOf(attachment)))),
    removeDropped: () => Promise.all(removed.map((attachment) => deleteFile(keyOf(attachment)))),
  };
};

/** Writes the pin; when the write fails, the attachment copies made for it are removed, and the error stands. */
export const writeWithAttachments = async (write: () => Promise<void>, attachments: Awaited<ReturnType<typeof attachmentsFor>>) => {
  try {
    await write();
  } catch (error) {
    await attachments.discard();
    throw error;
  }
  await attachments.removeDropped();
};

/** A deleted pin's attachment objects. */
export const deleteAttachments = (pin: PinItem) =>
  Promise.all((pin.attachments ?? []).map((attachment) => deleteFile(attachmentKey(pin.schoolId, pin.pinId, attachment.id))));

/** A short-lived download link of an attachment, for every reader of the pin (another school's or board's pin: 404). */
export const getPinAttachment = async (caller: Caller, pinId: string, attachmentId: string) => {
  const pin = await getReadablePin(caller, pinId);
  const attachment = (pin.attachments ?? []).find((item) => item.id === attachmentId);
  if (!attachment) throw new AppError('not-found');
  const url = await presignDownload(attachmentKey(pin.schoolId, pinId, attachment.id), attachment.name, ATTACHMENT_URL_SECONDS);
  return { url, fileName: attachment.name };
};
