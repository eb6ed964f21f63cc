import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createFolderBodySchema, requestUploadBodySchema } from '@shared/schemas/storage.schema.js';
import { ApiError } from './api-error.js';
import { apiFieldTexts, germanResolver, showApiFieldErrors } from './form-validation.js';

const resolve = async (schema: z.ZodObject, values: Record<string, unknown>, texts?: Record<string, string>) => {
  const result = await germanResolver(schema, texts)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
};

describe('germanResolver', () => {
  it('names the rule a value breaks, with the shared schema’s limits', async () => {
    expect(await resolve(createFolderBodySchema, { name: '  ' })).toEqual({ name: 'Bitte ausfüllen.' });
    expect(await resolve(createFolderBodySchema, { name: 'x'.repeat(300) })).toEqual({ name: 'Höchstens 200 Zeichen.' });
    expect(await resolve(createFolderBodySchema, { name: 'Mathe/Physik' })).toEqual({
      name: 'Der Name darf kein „/“ und kein „\\“ enthalten.',
    });
    expect(await resolve(createFolderBodySchema, { name: '..' })).toEqual({ name: 'Der Name darf nicht „.“ oder „..“ lauten.' });
    expect(await resolve(createFolderBodySchema, { name: 'Spalte\teins' })).toEqual({
      name: 'Bitte keine Steuerzeichen (z. B. Tabulatoren) verwenden.',
    });
    expect(await resolve(z.object({ mail: z.email(), count: z.number().max(5) }), { mail: 'x', count: 6 })).toEqual({
      mail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      count: 'Höchstens 5.',
    });
  });

  it('takes a form’s own text for a field’s rule', async () => {
    expect(await resolve(requestUploadBodySchema, { name: 'a.txt', size: 60 * 1024 * 1024 }, { 'size.too_big': 'Zu groß.' })).toEqual({
      size: 'Zu groß.',
    });
  });
});

describe('API refusals at the fields', () => {
  const refusal = new ApiError(400, 'validation-failed', { 'body.name': 'too_big', 'body.other': 'too_small' });

  it('turns field codes into the rule’s text, with the limit from the shared schema', () => {
    expect(apiFieldTexts(refusal, { schema: createFolderBodySchema })).toEqual({
      name: 'Höchstens 200 Zeichen.',
      other: 'Der Wert ist zu klein.',
    });
    expect(apiFieldTexts(new ApiError(400, 'validation-failed', { 'body.name': 'path_characters' }))).toEqual({
      name: 'Der Name darf kein „/“ und kein „\\“ enthalten.',
    });
    expect(apiFieldTexts(new ApiError(409, 'conflict'))).toEqual({});
  });

  it('places the texts at the form’s own fields only and says whether it placed one', () => {
    const setError = vi.fn();
    expect(showApiFieldErrors(refusal, setError, { schema: createFolderBodySchema })).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Höchstens 200 Zeichen.' }, { shouldFocus: true });
    expect(showApiFieldErrors(new ApiError(500, 'internal'), vi.fn(), { schema: createFolderBodySchema })).toBe(false);
    expect(showApiFieldErrors(new Error('offline'), vi.fn())).toBe(false);
  });

  it('finds the limit of a field inside a list', () => {
    const schema = z.object({ options: z.array(z.object({ displayName: z.string().max(80) })) });
    const refusal = new ApiError(400, 'validation-failed', { 'body.options.1.displayName': 'too_big' });
    expect(apiFieldTexts(refusal, { schema })).toEqual({ 'options.1.displayName': 'Höchstens 80 Zeichen.' });
    const setError = vi.fn();
    expect(showApiFieldErrors(refusal, setError, { schema })).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'options.1.displayName',
      { type: 'server', message: 'Höchstens 80 Zeichen.' },
      { shouldFocus: true },
    );
  });

  it('puts an error code that is about one field at that field', () => {
    const setError = vi.fn();
    const taken = new ApiError(409, 'storage-name-taken');
    expect(showApiFieldErrors(taken, setError, { codeFields: { 'storage-name-taken': 'name' } })).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'In diesem Ordner gibt es schon etwas mit diesem Namen.' },
      { shouldFocus: true },
    );
  });
});
