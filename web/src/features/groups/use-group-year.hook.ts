import { useSearchParams } from 'react-router';
import { useMyGroups } from './groups.api.js';

/**
 * The school year Meine Klassen shows: a past one named by `?schoolYearId=` (read only), else the
 * active one. `search` carries the choice into the links between its pages; `readOnly` holds from
 * the first render on (a named year that turns out to be the active one is writable).
 */
export const useGroupYear = () => {
  const [params, setParams] = useSearchParams();
  const schoolYearId = params.get('schoolYearId') ?? undefined;
  const myGroups = useMyGroups(true, schoolYearId);
  const years = myGroups.data?.years ?? [];
  const year = years.find((candidate) => candidate.id === schoolYearId);
  const readOnly = schoolYearId !== undefined && year?.active !== true;
  const chooseYear = (id: string) =>
    setParams(years.find((candidate) => candidate.id === id)?.active ? {} : { schoolYearId: id }, { replace: true });
  return {
    ...myGroups,
    schoolYearId,
    years,
    readOnly,
    closedYearName: readOnly ? (year?.name ?? schoolYearId) : undefined,
    search: schoolYearId ? `?schoolYearId=${encodeURIComponent(schoolYearId)}` : '',
    chooseYear,
  };
};

export type GroupYear = ReturnType<typeof useGroupYear>;
