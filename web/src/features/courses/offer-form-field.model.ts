import { get, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { CourseOfferEdit } from '@shared/schemas/course.schema.js';
import { courseTexts } from '../../i18n/courses.de.js';
import type { OfferForm } from './create-offer-form.model.js';

export type OfferFormApi = UseFormReturn<OfferForm, unknown, CourseOfferEdit>;

/**
 * The German text of a refused field: the course rule's text for the shared schema's own codes
 * ('start_before_end'), else the rule in the resolver's or the API's words ('Höchstens 4000 Zeichen.').
 */
const errorText = (error: unknown) => {
  const { message } = (error ?? {}) as { message?: unknown };
  if (typeof message !== 'string' || message === '') return courseTexts.form.invalid;
  return courseTexts.form.errors[message] ?? message;
};

/** The German text of the field's refusal, or undefined while it has none. */
export const offerFieldError = (form: OfferFormApi, name: FieldPath<OfferForm>) => {
  const error: unknown = get(form.formState.errors, name);
  return error ? errorText(error) : undefined;
};

/** A text input of the offer form: registered, with the schema's refusal under it. */
export const offerField = (form: OfferFormApi, name: FieldPath<OfferForm>) => {
  const errorMessage = offerFieldError(form, name);
  return { ...form.register(name), hasError: errorMessage !== undefined, errorMessage };
};
