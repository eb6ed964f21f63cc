import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CourseOfferInput, CourseOfferUpdate } from '@shared/schemas/course.schema.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { apiKey, useApi } from '../../lib/use-api.hook.js';

export const subscribeListKey = apiKey('getCourseSubscribeList');
export const tutorOffersKey = apiKey('listCourseOffers');

/** The page 'Anmeldung' of the student (or active child). */
export const useSubscribeList = () => useApi('getCourseSubscribeList');
/** 'Meine Kurse' of the student (or active child). */
export const useMyCourses = () => useApi('getMyCourses');
/** A tutor's own offers (an admin's: all). */
export const useTutorOffers = () => useApi('listCourseOffers');
/** The registrations of one offer (its owner or an admin). */
export const useRegistrations = (offerId: string | null) =>
  useApi(offerId ? 'getCourseRegistrations' : null, offerId ? { params: { offerId } } : undefined);

/** Subscribes or unsubscribes an option; the list loads again either way (places may have changed). */
export const useSubscription = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (offerId: string, optionId: string, subscribe: boolean, priority?: number) => {
      try {
        if (subscribe) {
          await callApi('subscribeCourseOption', { params: { offerId, optionId }, body: priority === undefined ? {} : { priority } });
        } else {
          await callApi('unsubscribeCourseOption', { params: { offerId, optionId } });
        }
      } finally {
        await mutate(subscribeListKey);
      }
    },
    [mutate],
  );
};

export const useCreateOffer = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CourseOfferInput) => {
      const offer = await callApi('createCourseOffer', { body });
      await mutate(tutorOffersKey);
      return offer;
    },
    [mutate],
  );
};

/** An offer as the tutor's list gives it now: the stored state an edit saved meanwhile left. */
export const loadTutorOffer = async (offerId: string) => {
  const offer = (await callApi('listCourseOffers')).offers.find((own) => own.id === offerId);
  if (!offer) throw new ApiError(404, 'not-found');
  return offer;
};

/** Edits an offer (its owner or an admin); the offers and the offer's registrations load again. */
export const useUpdateOffer = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (offerId: string, body: CourseOfferUpdate) => {
      const params = { offerId };
      const offer = await callApi('updateCourseOffer', { params, body });
      await Promise.all([mutate(tutorOffersKey), mutate(apiKey('getCourseRegistrations', { params }))]);
      return offer;
    },
    [mutate],
  );
};

/** Owner actions on an offer: approve (admins), run and confirm the allocation; the views load again. */
export const useOfferActions = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (offerId: string, action: 'approve' | 'allocate' | 'confirm') => {
      const params = { offerId };
      if (action === 'approve') await callApi('approveCourseOffer', { params, body: { approved: true } });
      if (action === 'allocate') await callApi('runCourseAllocation', { params });
      if (action === 'confirm') await callApi('confirmCourseAllocation', { params });
      await Promise.all([mutate(tutorOffersKey), mutate(apiKey('getCourseRegistrations', { params }))]);
    },
    [mutate],
  );
};
