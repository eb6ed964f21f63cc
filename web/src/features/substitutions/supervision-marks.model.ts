import type { SupervisionDay } from '@shared/schemas/substitutions.schema.js';

/** 'now': the break supervision runs ('jetzt'); 'next': none runs and it is the next to begin today ('als Nächstes'). */
export type SupervisionMark = 'now' | 'next';

/**
 * The marks of today's break supervisions at the Berlin wall-clock `time` ('HH:MM') of `today`: those
 * running, or when none runs, those that begin next. Other days get none.
 */
export const supervisionMarks = (days: readonly SupervisionDay[], today: string, time: string): Map<string, SupervisionMark> => {
  const supervisions = days.find((day) => day.day === today)?.supervisions ?? [];
  const running = supervisions.filter((supervision) => supervision.starttime <= time && time < supervision.endtime);
  if (running.length > 0) return new Map(running.map((supervision) => [supervision.id, 'now']));
  const next = supervisions.filter((supervision) => supervision.starttime > time).map((supervision) => supervision.starttime);
  const first = next.sort()[0];
  return new Map(supervisions.filter((supervision) => supervision.starttime === first).map((supervision) => [supervision.id, 'next']));
};
