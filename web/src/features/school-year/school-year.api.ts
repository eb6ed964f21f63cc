import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PrepareSchoolYearBody } from '../../../../shared/schemas/school-year.schema.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';

const yearsKey = apiKey('listSchoolYears');

/** The school's years (newest first) and the flagged leavers. */
export const useSchoolYears = () => useApi('listSchoolYears');

/** Prepare, activate and flag leavers; the years load again after each. */
export const useSchoolYearActions = () => {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<T>) => {
      try {
        return await call;
      } finally {
        await mutate(yearsKey);
      }
    },
    [mutate],
  );
  return {
    prepare: useCallback((body: PrepareSchoolYearBody) => after(callApi('prepareSchoolYear', { body })), [after]),
    activate: useCallback((schoolYearId: string) => after(callApi('activateSchoolYear', { params: { schoolYearId } })), [after]),
    flagLeavers: useCallback(() => after(callApi('flagLeavers')), [after]),
  };
};
