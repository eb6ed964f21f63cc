import { createHash } from 'node:crypto';
import type { TranslateBody, Translation } from '../../shared/schemas/translation.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { logger } from '../_lib/observability.js';
import { translationCacheEntity } from './translation-cache.entity.js';
import { amazonTranslate, type TranslationProvider } from './translation.client.js';

const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A text of the caller's school in another language: from the cache (text hash and language) when
 * it was translated before, else from the provider, then cached. A failed translation is
 * 'translation-failed' ('Übersetzung fehlgeschlagen'); nothing is cached then.
 */
export const translateText = async (
  caller: Pick<Caller, 'schoolId'>,
  { text, target }: TranslateBody,
  provider: TranslationProvider = amazonTranslate,
): Promise<Translation> => {
  const key = { schoolId: caller.schoolId, textHash: hashOf(text), target };
  const { data: cached } = await translationCacheEntity.get(key).go();
  if (cached) return { target, text: cached.text, cached: true };
  let translated: string;
  try {
    translated = await provider.translate(text, target);
  } catch (error) {
    logger.warn('translation failed', { target, errorName: (error as Error).name });
    throw new AppError('translation-failed');
  }
  await translationCacheEntity.put({ ...key, text: translated, createdAt: new Date().toISOString() }).go();
  return { target, text: translated, cached: false };
};
