import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PinboardBody } from '../../../../shared/schemas/pin.schema.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';

/** The school's own boards (admins) and the tutors a board can list. */
export const useSchoolPinboards = () => useApi('listSchoolPinboards');
export const useTutorChoices = () => useApi('getMeetingOptions');

/** Creates a board (no id) or changes one; the lists load again. */
export const useSavePinboard = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (pinboardId: string | undefined, body: PinboardBody) => {
      const saved = pinboardId
        ? await callApi('updatePinboard', { params: { pinboardId }, body })
        : await callApi('createPinboard', { body });
      await Promise.all([mutate(apiKey('listSchoolPinboards')), mutate(apiKey('listPinboards'))]);
      return saved;
    },
    [mutate],
  );
};
