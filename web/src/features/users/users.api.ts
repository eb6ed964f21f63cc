import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AdminUserListQuery } from '@shared/schemas/user-admin.schema.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** A page of the school's people for the search and filters (previous page shown while the next loads). */
export const useSchoolUsers = ({ search, role, group, page }: AdminUserListQuery) =>
  useApi(
    'listSchoolUsers',
    { query: { ...(search && { search }), ...(role && { role }), ...(group && { group }), ...(page && page > 1 && { page }) } },
    { keepPreviousData: true },
  );

export const useSchoolUser = (uid: string) => useApi('getSchoolUser', { params: { uid } });

/** A page of the audit log: the first without a cursor, each further one with the previous page's cursor. */
export const useAuditLogPage = (cursor: string | undefined) => useApi('listAuditLog', cursor ? { query: { cursor } } : undefined);

/** The admin's actions on one person; each reloads the person, the list and the audit log. */
export const usePersonActions = (uid: string) => {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    () => mutate((key) => Array.isArray(key) && ['listSchoolUsers', 'getSchoolUser', 'listAuditLog'].includes(String(key[0]))),
    [mutate],
  );
  const params = { uid };
  const after = <T>(call: Promise<T>) => call.finally(() => void reload());
  return {
    regenerateCode: () => after(callApi('regenerateActivationCode', { params })),
    setAdmin: (isAdmin: boolean) => after(callApi('setUserAdminFlag', { params, body: { isAdmin } })),
    mark: () => after(callApi('markUserForDeletion', { params })),
    unmark: () => after(callApi('unmarkUserForDeletion', { params })),
  };
};
