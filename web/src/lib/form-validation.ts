import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import * as z from 'zod';
import type { ErrorCode } from '@shared/errors.js';
import { errorText } from '../i18n/errors.de.js';
import { fieldRuleText, type FieldRule } from '../i18n/validation.de.js';
import { ApiError } from './api-error.js';

/**
 * A react-hook-form resolver for a zod schema (best the shared one the API checks with) whose field
 * messages name the broken rule in German ('Höchstens 200 Zeichen.', 'Der Name darf kein „/“ …').
 * `texts` adds the form's own texts (see fieldRuleText); messages a schema sets itself stay as they are.
 */
export const germanResolver = <T extends z.ZodType<FieldValues, FieldValues>>(schema: T, texts?: Record<string, string>) =>
  zodResolver(schema, { error: (issue) => fieldRuleText(issue as FieldRule, texts) });

const unwrapped = (schema: unknown) => {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap();
  return inner;
};

/** The schema of the field at `path` ('options.0.displayName'): through objects' shapes and arrays' elements. */
const schemaAt = (schema: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((current, segment) => {
    const inner = unwrapped(current);
    if (inner instanceof z.ZodObject) return (inner.shape as Record<string, unknown>)[segment];
    if (inner instanceof z.ZodArray) return inner.element;
    return undefined;
  }, schema);

/** What the schema of one field says about its limits (ZodString/ZodNumber, optional/default/nullable unwrapped). */
const limitsOf = (schema: unknown): Omit<FieldRule, 'code'> => {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodString)
    return { origin: 'string', minimum: inner.minLength ?? undefined, maximum: inner.maxLength ?? undefined };
  if (inner instanceof z.ZodNumber) return { origin: 'number', minimum: inner.minValue ?? undefined, maximum: inner.maxValue ?? undefined };
  if (inner instanceof z.ZodArray) return { origin: 'array' };
  return {};
};

export interface ApiFieldOptions {
  /** The shared schema of the request: its limits go into the text ('Höchstens 200 Zeichen.'). */
  schema?: z.ZodObject;
  /** The form's own texts, by rule code or by 'field.code'. */
  texts?: Record<string, string>;
}

/**
 * The German text of every field code of a 'validation-failed' refusal, by field (the API's path
 * without 'body.'/'query.'/'params.'): empty for other errors.
 */
export const apiFieldTexts = (error: unknown, { schema, texts }: ApiFieldOptions = {}): Record<string, string> => {
  if (!(error instanceof ApiError) || error.code !== 'validation-failed') return {};
  return Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([apiPath, code]) => {
      const field = apiPath.replace(/^(body|query|params)\./, '');
      const path = field.split('.');
      return [field, fieldRuleText({ code, ...limitsOf(schemaAt(schema, path)), path }, texts)];
    }),
  );
};

export interface ApiFieldErrorOptions<T extends FieldValues> extends ApiFieldOptions {
  /** The form field of an API field when it is not the same name (return undefined for none). */
  fieldOf?: (field: string) => Path<T> | undefined;
  /** Error codes that are about one field (e.g. 'storage-name-taken' → 'name'): their text goes to that field. */
  codeFields?: Partial<Record<ErrorCode, Path<T>>>;
  /** The form's top-level fields (default: the schema's keys); API fields outside them are not placed. */
  fields?: readonly Path<T>[];
}

/**
 * Places an API refusal at the form's fields: every field code of a 'validation-failed' (and every
 * error code of `codeFields`) becomes the German text of that field's rule, so the dialog stays open
 * with the input and says what to change. Returns whether a field got a message; when not, the caller
 * shows the error's general text (errorText), the last resort for codes the web does not know.
 */
export const showApiFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fieldOf, codeFields, fields, ...options }: ApiFieldErrorOptions<T> = {},
): boolean => {
  const code = error instanceof ApiError ? error.code : null;
  const codeField = code ? codeFields?.[code as ErrorCode] : undefined;
  if (code && codeField) {
    setError(codeField, { type: 'server', message: options.texts?.[code] ?? errorText(code) }, { shouldFocus: true });
    return true;
  }
  const known = new Set<string>(fields ?? (options.schema ? Object.keys(options.schema.shape) : []));
  const placed = Object.entries(apiFieldTexts(error, options)).flatMap(([apiField, message]) => {
    const field = fieldOf ? fieldOf(apiField) : known.has(apiField.split('.')[0] ?? '') ? (apiField as Path<T>) : undefined;
    return field ? [{ field, message }] : [];
  });
  placed.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
  return placed.length > 0;
};
