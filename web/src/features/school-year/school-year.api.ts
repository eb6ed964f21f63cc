import { useCallback } from 'react';
import type { PrepareSchoolYearBody } from '@shared/schemas/school-year.schema.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi, useReloadAfter } from '../../lib/use-api.hook.js';

const yearsKey = apiKey('listSchoolYears');

/** The school's years (newest first) and the flagged leavers. */
export const useSchoolYears = () => useApi('listSchoolYears');

/** The prepared year as it is stored now, or none (an edit refused as outdated compares it with its own start). */
export const loadPreparedYear = async () => (await callApi('listSchoolYears')).years.find((year) => year.state === 'prepared');

/** Prepare (answers the saved year), activate and flag leavers; the years load again after each. */
export const useSchoolYearActions = () => {
  const after = useReloadAfter(yearsKey);
  return {
    prepare: useCallback((body: PrepareSchoolYearBody) => after(callApi('prepareSchoolYear', { body })), [after]),
    activate: useCallback((schoolYearId: string) => after(callApi('activateSchoolYear', { params: { schoolYearId } })), [after]),
    flagLeavers: useCallback(() => after(callApi('flagLeavers')), [after]),
  };
};
