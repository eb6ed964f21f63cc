import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  LOGO_CONTENT_TYPES,
  MAX_LOGO_BYTES,
  type SchoolSettings,
  type UpdateSchoolSettingsBody,
} from '@shared/schemas/school-settings.schema.js';
import { uploadFormData } from '@shared/schemas/upload.schema.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';
import { useReloadBootstrap } from '../auth/index.js';

export const useSchoolSettings = () => useApi('getSchoolSettings');

/** The settings as they are stored now (an edit refused as outdated compares them with its own start). */
export const loadSchoolSettings = () => callApi('getSchoolSettings');

/** Why a chosen file is not sent at all: its type or size (the server and the upload policy check both again). */
export const logoFileProblem = (file: File): 'type' | 'size' | null => {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_LOGO_BYTES) return 'size';
  return null;
};

/**
 * The card's actions. Each answer is the saved settings: it replaces the card's data, and the
 * bootstrap (school name and logo of the side menu) is loaded again, so the change shows at once.
 */
export const useSchoolSettingsActions = () => {
  const { mutate } = useSWRConfig();
  const reloadBootstrap = useReloadBootstrap();
  const settled = useCallback(
    async (saved: SchoolSettings) => {
      await mutate(apiKey('getSchoolSettings'), saved, { revalidate: false });
      await reloadBootstrap();
      return saved;
    },
    [mutate, reloadBootstrap],
  );
  const save = useCallback(async (body: UpdateSchoolSettingsBody) => settled(await callApi('updateSchoolSettings', { body })), [settled]);
  const uploadLogo = useCallback(
    async (file: File) => {
      const contentType = file.type as (typeof LOGO_CONTENT_TYPES)[number];
      const { uploadId, upload } = await callApi('createLogoUpload', { body: { contentType, size: file.size } });
      const stored = await fetch(upload.url, { method: 'POST', body: uploadFormData(upload, file) }).catch(() => null);
      if (!stored?.ok) throw new ApiError(0, 'network-error');
      await settled(await callApi('saveSchoolLogo', { body: { uploadId } }));
    },
    [settled],
  );
  const removeLogo = useCallback(async () => {
    await settled(await callApi('deleteSchoolLogo'));
  }, [settled]);
  return { save, uploadLogo, removeLogo };
};
