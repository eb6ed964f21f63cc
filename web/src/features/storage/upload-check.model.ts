import { requestUploadBodySchema } from '@shared/schemas/storage.schema.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { fieldRuleText } from '../../i18n/validation.de.js';
import { apiFieldTexts } from '../../lib/form-validation.js';

/** The upload's own words for its size rules; the name's rules have the shared texts. */
const uploadTexts = { 'size.too_big': t.fileTooLarge, 'size.too_small': t.fileEmpty };

/** Why the API would refuse this file (checked with its schema before sending), in German; null when it may go. */
export const uploadProblem = (file: File): string | null => {
  const result = requestUploadBodySchema.safeParse(
    { name: file.name, size: file.size },
    { error: (issue) => fieldRuleText(issue, uploadTexts) },
  );
  return result.error?.issues[0]?.message ?? null;
};

/** The German text of the API's field codes when it refused an upload; null for other errors. */
export const uploadRefusal = (error: unknown): string | null =>
  Object.values(apiFieldTexts(error, { schema: requestUploadBodySchema, texts: uploadTexts }))[0] ?? null;
