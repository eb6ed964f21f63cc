import {
  DEFAULT_PIN_COLOR,
  savePinBodySchema,
  type Pin,
  type PinAttachment,
  type PinColor,
  type SavePinBody,
} from '@shared/schemas/pin.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { ApiError } from '../../lib/api-error.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { exceededMaximum } from '../../lib/text-limit.js';

const rules = pinTexts.rules;

/** The dialog's values as the form fields keep them. */
export interface PinFormValues {
  pinboardIds: string[];
  start: string;
  end: string;
  title: string;
  content: string;
  colorName: PinColor['name'];
  pollIds: string[];
  /** The pin's attachments that stay. */
  attachments: PinAttachment[];
  /** Files picked from the author's storage, attached when saving. */
  newFiles: { id: string; name: string; fileSize: number }[];
}

/** A new pin: valid from today for a week, on the board it was started from, in the default Amber 600. */
export const newPinValues = (today: string, weekLater: string, pinboardId?: string): PinFormValues => ({
  pinboardIds: pinboardId ? [pinboardId] : [],
  start: today,
  end: weekLater,
  title: '',
  content: '',
  colorName: DEFAULT_PIN_COLOR.name,
  pollIds: [],
  attachments: [],
  newFiles: [],
});

export const pinValues = (pin: Pin): PinFormValues => ({
  pinboardIds: pin.pinboardIds,
  start: pin.start,
  end: pin.end,
  title: pin.title,
  content: pin.content,
  colorName: pin.color.name,
  pollIds: pin.polls.map((poll) => poll.id),
  attachments: pin.attachments,
  newFiles: [],
});

/** The fields a person sees in the dialog, by label: what a conflict names as changed meanwhile. */
export const pinFieldLabels: { [K in keyof PinFormValues]?: string } = {
  pinboardIds: pinTexts.dialog.pinboards,
  start: pinTexts.dialog.start,
  end: pinTexts.dialog.end,
  title: pinTexts.dialog.titleField,
  content: pinTexts.dialog.content,
  colorName: pinTexts.dialog.color,
  pollIds: pinTexts.dialog.polls,
  attachments: pinTexts.dialog.attachments,
};

export type PinFormErrors = Partial<Record<keyof PinFormValues, string>>;

/** The spec's validation texts per field (§5 Pin) and the shared schema's length limits; an empty object when the pin can be saved. */
export const pinFormErrors = (values: PinFormValues): PinFormErrors => {
  const errors: PinFormErrors = {};
  if (values.pinboardIds.length === 0) errors.pinboardIds = rules.pinboards;
  if (!values.start) errors.start = rules.startRequired;
  if (!values.end) errors.end = rules.endRequired;
  if (values.start && values.end && values.start > values.end) {
    errors.start = rules.startAfterEnd;
    errors.end = rules.endBeforeStart;
  }
  if (!values.title.trim()) errors.title = rules.title;
  if (!values.content.trim()) errors.content = rules.content;
  const titleMax = exceededMaximum(savePinBodySchema.shape.title, values.title);
  if (titleMax !== undefined) errors.title = rules.titleTooLong(titleMax);
  const contentMax = exceededMaximum(savePinBodySchema.shape.content, values.content);
  if (contentMax !== undefined) errors.content = rules.contentTooLong(contentMax);
  return errors;
};

export const toPinBody = (values: PinFormValues): SavePinBody => ({
  pinboardIds: values.pinboardIds,
  start: values.start,
  end: values.end,
  title: values.title.trim(),
  content: values.content.trim(),
  color: { name: values.colorName, shade: 600 },
  pollIds: values.pollIds,
  attachmentIds: values.attachments.map((attachment) => attachment.id),
  storageItemIds: values.newFiles.map((file) => file.id),
});

/** What the server refuses beyond the dialog's own rules, in words; else the error code's text. */
export const pinFailureText = (error: unknown) => {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  if (fields.pinId === 'deleted') return pinTexts.dialog.deletedMeanwhile;
  if (fields.pinboardIds === 'not_postable') return pinTexts.dialog.notPostable;
  if (fields.pollId === 'not_published') return pinTexts.dialog.pollNotPublished;
  if (fields.storageItemIds === 'too_large') return pinTexts.dialog.attachmentsTooLarge;
  return errorText(errorCodeOf(error));
};
