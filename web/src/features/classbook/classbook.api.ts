import { useCallback, useMemo, useRef } from 'react';
import type { AbsenceBody, LessonRegisterBody, SickNoteBody } from '@shared/schemas/classbook.schema.js';
import type { DaynoticeBody } from '@shared/schemas/daynotice.schema.js';
import type { EventCollection } from '@shared/schemas/timetable.schema.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** The register of one lesson and its save; `collection: null` (a malformed route) asks nothing. */
export const useLessonRegister = (collection: EventCollection | null, id: string) => {
  const params = useMemo(() => ({ collectionName: collection ?? 'lessonDates', id }), [collection, id]);
  const answer = useApi(collection ? 'getLessonRegister' : null, { params });
  const { mutate } = answer;
  /** The save on its way: the next one is sent after it, so a later change never lands before an earlier one. */
  const previousSave = useRef<Promise<unknown>>(Promise.resolve());
  /**
   * Saves the whole register, shown at once (so a quick next change builds on this one); the answer
   * (normalised by the server) replaces it, a failure brings the cached one back.
   */
  const save = useCallback(
    async (body: LessonRegisterBody) => {
      const request = previousSave.current.then(() => callApi('saveLessonRegister', { params, body }));
      previousSave.current = request.catch(() => undefined);
      await mutate(request, {
        optimisticData: (current) => ({ canWrite: false, marks: [], ...current, ...body }),
        rollbackOnError: true,
        revalidate: false,
      });
    },
    [params, mutate],
  );
  /** 'Abwesenheit eintragen': the answer is the register with the student now marked absent. */
  const enterAbsence = useCallback(
    async (body: AbsenceBody) => {
      const saved = await callApi('createAbsence', { params, body });
      await mutate(saved, { revalidate: false });
    },
    [params, mutate],
  );
  /** 'Tagesnotiz schreiben': the answer is the register with the student marked when the note is of the lesson's day. */
  const writeDaynotice = useCallback(
    async (body: DaynoticeBody) => {
      const saved = await callApi('createDaynotice', { params, body });
      await mutate(saved, { revalidate: false });
    },
    [params, mutate],
  );
  return { ...answer, save, enterAbsence, writeDaynotice };
};

/** A guardian's sick note for the active child; the answer names the school days it became an absence on. */
export const reportSickness = (body: SickNoteBody) => callApi('reportSickness', { body });
