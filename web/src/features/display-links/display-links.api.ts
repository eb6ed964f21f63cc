import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { DisplayLinkBody } from '@shared/schemas/display-links.schema.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';

/** How often a screen asks for the plan again; the browser revalidates with the ETag, so an unchanged plan costs a 304. */
export const DISPLAY_REFRESH_MS = 60_000;

const listKey = apiKey('listDisplayLinks');

/** The school's display links (admins). */
export const useDisplayLinks = () => useApi('listDisplayLinks');

/** Makes a link; its page path (with the token) is only ever returned here. The list loads again. */
export const useCreateDisplayLink = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: DisplayLinkBody) => {
      const created = await callApi('createDisplayLink', { body });
      await mutate(listKey);
      return created;
    },
    [mutate],
  );
};

/** Ends a link at once; the answer is the list without it. */
export const useRevokeDisplayLink = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (linkId: string) => {
      const list = await callApi('revokeDisplayLink', { params: { linkId } });
      await mutate(listKey, list, { revalidate: false });
    },
    [mutate],
  );
};

/**
 * The plan behind a display link, asked for again every minute (also while the screen's tab is in the
 * background); after a failed refresh the last plan stays in `data`.
 */
export const useDisplayBoard = (token: string) =>
  useApi(
    'getDisplayBoard',
    { params: { token } },
    { refreshInterval: DISPLAY_REFRESH_MS, refreshWhenHidden: true, revalidateOnFocus: false, errorRetryInterval: DISPLAY_REFRESH_MS },
  );
