import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PinboardBody, SavePinBody } from '@shared/schemas/pin.schema.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';

/** The three lists of the page and the start-page badge: every pin change revalidates them. */
const pinListKeys = [apiKey('listCurrentPins'), apiKey('listOwnPins'), apiKey('listStackedPins'), apiKey('getUnreadPinCount')];

export const usePinboards = () => useApi('listPinboards');
/** The lists are fetched when their tab is first shown (`enabled`) and refetched after changes. */
export const useCurrentPins = (enabled: boolean) => useApi(enabled ? 'listCurrentPins' : null);
export const useOwnPins = (enabled: boolean) => useApi(enabled ? 'listOwnPins' : null);
export const useStackedPins = (enabled: boolean) => useApi(enabled ? 'listStackedPins' : null);

/** The start page's 'Pinnwand' badge: current pins the reader has not read; undefined while loading. */
export const useUnreadPinCount = (): number | undefined => useApi('getUnreadPinCount', undefined, { revalidateOnFocus: true }).data?.unread;

/** A user's own published polls, to link to a pin (tutors only; `enabled` false pauses it). */
export const useLinkablePolls = (enabled: boolean) => useApi(enabled ? 'listPolls' : null, { query: { tab: 'own' } });

/** Downloads an attachment through a short-lived link (the server checks that the reader may see the pin). */
export const downloadPinAttachment = async (pinId: string, attachmentId: string) => {
  const { url } = await callApi('getPinAttachment', { params: { pinId, attachmentId } });
  window.location.assign(url);
};

/** Saving, deleting, marking and stacking pins; each revalidates the lists afterwards. */
export const usePinActions = () => {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => Promise.all(pinListKeys.map((key) => mutate(key))), [mutate]);
  const after = useCallback(
    <T>(change: Promise<T>) =>
      change.then(async (result) => {
        await refresh();
        return result;
      }),
    [refresh],
  );
  return {
    /** Creates a pin, or saves an edit naming the revision it started from. */
    save: (edit: { pinId: string; revision: number } | undefined, body: SavePinBody) =>
      after(
        edit
          ? callApi('updatePin', { params: { pinId: edit.pinId }, body: { ...body, revision: edit.revision } })
          : callApi('createPin', { body }),
      ),
    remove: (pinId: string) => after(callApi('deletePin', { params: { pinId } })),
    mark: (pinId: string, unread: boolean) => after(callApi('markPin', { params: { pinId }, body: { unread } })),
    stack: (pinId: string) => after(callApi('stackPin', { params: { pinId } })),
    removeStacked: (stackedId: string) => after(callApi('deleteStackedPin', { params: { stackedId } })),
  };
};

/** The author's pin as stored now (after a save was refused as outdated); 404 once it was deleted meanwhile. */
export const loadOwnPin = async (pinId: string) => {
  const pin = (await callApi('listOwnPins')).pins.find((own) => own.id === pinId);
  if (!pin) throw new ApiError(404, 'not-found', { pinId: 'deleted' });
  return pin;
};

/** The school's own boards (admins) and the tutors a board can list. */
export const useSchoolPinboards = () => useApi('listSchoolPinboards');
export const useTutorChoices = () => useApi('getMeetingOptions');

/** A board of the school as stored now (after a save was refused as outdated). */
export const loadSchoolPinboard = async (pinboardId: string) => {
  const board = (await callApi('listSchoolPinboards')).pinboards.find((stored) => stored.id === pinboardId);
  if (!board) throw new ApiError(404, 'not-found');
  return board;
};

/** Creates a board, or saves an edit naming the revision it started from; the lists load again. */
export const useSavePinboard = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (edit: { pinboardId: string; revision: number } | undefined, body: PinboardBody) => {
      const saved = edit
        ? await callApi('updatePinboard', { params: { pinboardId: edit.pinboardId }, body: { ...body, revision: edit.revision } })
        : await callApi('createPinboard', { body });
      await Promise.all([mutate(apiKey('listSchoolPinboards')), mutate(apiKey('listPinboards'))]);
      return saved;
    },
    [mutate],
  );
};
