import { get, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { CourseOfferUpdate } from '@shared/schemas/course.schema.js';
import { courseTexts } from '../../i18n/courses.de.js';
import type { OfferForm } from './create-offer-form.model.js';

export type OfferFormApi = UseFormReturn<OfferForm, unknown, CourseOfferUpdate>;

/**
 * The German text of a refused field: the API's refusal in its rule's words (showApiFieldErrors), the
 * shared schema's code where it has one, else a general hint.
 */
const errorText = (error: unknown) => {
  const { message, type } = (error ?? {}) as { message?: unknown; type?: unknown };
  if (type === 'server' && typeof message === 'string') return message;
  return (typeof message === 'string' ? courseTexts.form.errors[message] : undefined) ?? courseTexts.form.invalid;
};

/** A text input of the offer form: registered, with the schema's refusal under it. */
export const offerField = (form: OfferFormApi, name: FieldPath<OfferForm>) => {
  const error: unknown = get(form.formState.errors, name);
  return { ...form.register(name), hasError: Boolean(error), errorMessage: error ? errorText(error) : undefined };
};
