import * as z from 'zod';
import { isIsoDay } from '../week.js';
import { idSchema, isoDaySchema } from './common.schema.js';
import { revisionSchema } from './revision.schema.js';
import { downloadSchema } from './storage.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

/** The colours a pin or pinboard can take (Material palette names), with the spec's default Amber 600. */
export const pinColorNames = [
  'red',
  'pink',
  'purple',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'amber',
  'orange',
  'brown',
  'blueGrey',
] as const;
export const pinColorSchema = z.object({ name: z.enum(pinColorNames), shade: z.literal(600) }).strict();
export type PinColor = z.infer<typeof pinColorSchema>;
export const DEFAULT_PIN_COLOR: PinColor = { name: 'amber', shade: 600 };

/** Limits of a pin: a title fits one line, the markdown content a page; a pin sits on at most 20 boards. */
export const PIN_TITLE_MAX = 100;
export const PIN_CONTENT_MAX = 5000;
export const PIN_BOARDS_MAX = 20;
/** Polls linked to one pin. */
export const PIN_POLLS_MAX = 5;
/** Attachments of one pin: at most 10 files of together at most 100 MB (each file within the storage limit). */
export const PIN_ATTACHMENTS_MAX = 10;
export const PIN_ATTACHMENTS_MAX_BYTES = 100 * 1024 * 1024;

const pinDaySchema = isoDaySchema.refine(isIsoDay, { message: 'not_a_day' });

/**
 * What a tutor saves: the boards (at least one), the validity days (start not after end), title and
 * markdown content, a colour and linked polls. The server checks that the tutor may post to every
 * board and that every poll is their own published one.
 */
export const savePinBodySchema = z
  .object({
    pinboardIds: z.array(idSchema).min(1).max(PIN_BOARDS_MAX),
    start: pinDaySchema,
    end: pinDaySchema,
    title: singleLineText({ min: 1, max: PIN_TITLE_MAX }),
    content: multiLineText({ min: 1, max: PIN_CONTENT_MAX }),
    color: pinColorSchema,
    /** The author's own published polls, answered from the pin on /poll/{id}. */
    pollIds: z.array(idSchema).max(PIN_POLLS_MAX),
    /** The pin's attachments to keep (an edit leaves out those to remove). */
    attachmentIds: z.array(idSchema).max(PIN_ATTACHMENTS_MAX),
    /** Files of the author's own storage to attach: the server copies them, so later changes there leave the pin alone. */
    storageItemIds: z.array(idSchema).max(PIN_ATTACHMENTS_MAX),
  })
  .strict()
  .refine((pin) => pin.start <= pin.end, { message: 'start_after_end', path: ['start'] })
  .refine((pin) => new Set(pin.pinboardIds).size === pin.pinboardIds.length, { message: 'duplicate_board', path: ['pinboardIds'] })
  .refine((pin) => pin.attachmentIds.length + pin.storageItemIds.length <= PIN_ATTACHMENTS_MAX, {
    message: 'too_many',
    path: ['storageItemIds'],
  });
export type SavePinBody = z.infer<typeof savePinBodySchema>;

/** What an edit saves: the pin's fields and the revision they were loaded at (an older one answers 409 'conflict'). */
export const updatePinBodySchema = savePinBodySchema.safeExtend({ revision: revisionSchema });
export type UpdatePinBody = z.infer<typeof updatePinBodySchema>;

export const pinParamsSchema = z.object({ pinId: idSchema }).strict();
export const pinAttachmentParamsSchema = z.object({ pinId: idSchema, attachmentId: idSchema }).strict();

/** A file attached to a pin: every reader of the pin downloads it. */
export const pinAttachmentSchema = z.object({ id: idSchema, name: z.string(), contentType: z.string(), fileSize: z.number().int().min(0) });
export type PinAttachment = z.infer<typeof pinAttachmentSchema>;
export const pinAttachmentDownloadSchema = downloadSchema;
export const stackedPinParamsSchema = z.object({ stackedId: idSchema }).strict();
export const markPinBodySchema = z.object({ unread: z.boolean() }).strict();

export const pinboardSchema = z.object({
  id: idSchema,
  name: z.string(),
  displayName: z.string(),
  color: pinColorSchema,
  public: z.boolean(),
  /** The class this board belongs to (each class has its board). */
  groupId: idSchema.optional(),
  /** Whether the caller may put pins on it (tutors only). */
  canPost: z.boolean(),
});
export type Pinboard = z.infer<typeof pinboardSchema>;
export const pinboardsSchema = z.object({ pinboards: z.array(pinboardSchema) });

/** Limits of a board the admin keeps: names fit a side menu (cut at 40 there), at most 100 listed tutors. */
export const PINBOARD_NAME_MAX = 60;
export const PINBOARD_TUTORS_MAX = 100;

/**
 * A board an admin keeps for the school year (class and course boards need none): public boards are
 * read by everyone of the school; a board that lists tutors is for them only, one that lists nobody
 * for all tutors.
 */
export const pinboardBodySchema = z
  .object({
    name: singleLineText({ min: 1, max: PINBOARD_NAME_MAX }),
    displayName: singleLineText({ min: 1, max: PINBOARD_NAME_MAX }),
    color: pinColorSchema,
    public: z.boolean(),
    tutorUids: z.array(idSchema).max(PINBOARD_TUTORS_MAX),
  })
  .strict();
export type PinboardBody = z.infer<typeof pinboardBodySchema>;
/** What an edit of a board saves: its fields and the revision they were loaded at (an older one answers 409 'conflict'). */
export const updatePinboardBodySchema = pinboardBodySchema.extend({ revision: revisionSchema });
export type UpdatePinboardBody = z.infer<typeof updatePinboardBodySchema>;
export const pinboardParamsSchema = z.object({ pinboardId: idSchema }).strict();
/** A board as the admin's list gives it, with the revision an edit names. */
export const adminPinboardSchema = pinboardBodySchema.extend({ id: idSchema, revision: revisionSchema });
export type AdminPinboard = z.infer<typeof adminPinboardSchema>;
export const adminPinboardsSchema = z.object({ pinboards: z.array(adminPinboardSchema) });

export const pinSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  start: isoDaySchema,
  end: isoDaySchema,
  createdAt: z.string(),
  color: pinColorSchema,
  pinboardIds: z.array(idSchema),
  authorName: z.string(),
  polls: z.array(z.object({ id: idSchema, label: z.string() })),
  attachments: z.array(pinAttachmentSchema),
  /** Whether the caller wrote it (only the author edits, deletes and notifies). */
  own: z.boolean(),
  unread: z.boolean(),
  /** The revision an edit names. */
  revision: revisionSchema,
});
export type Pin = z.infer<typeof pinSchema>;
export const pinsSchema = z.object({ pins: z.array(pinSchema) });

/** A personal copy in the caller's 'Ablage': no boards, polls, author or validity. */
export const stackedPinSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  stackedOn: isoDaySchema,
  color: pinColorSchema,
});
export type StackedPin = z.infer<typeof stackedPinSchema>;
export const stackedPinsSchema = z.object({ pins: z.array(stackedPinSchema) });

export const savedPinSchema = z.object({ id: idSchema });
export const pinReadStateSchema = z.object({ id: idSchema, unread: z.boolean() });
export const deletedSchema = z.object({ deleted: z.literal(true) });
export const pinUnreadCountSchema = z.object({ unread: z.number().int().min(0) });
