import type { CourseLeader } from '../../shared/schemas/course.schema.js';
import { isoWeekday } from '../../shared/week.js';

interface CourseTutor {
  uid: string;
  short: string;
  name?: string | undefined;
}

/** A timetable course's weekly dates, one per weekday (0 = Monday) and start time, and its tutors by uid. */
export const courseDatesOfWeek = (
  events: readonly { day: string; starttime: string; endtime: string; tutors: readonly CourseTutor[] }[],
) => {
  const seen = new Map<string, { weekday: number; starttime: string; endtime: string }>();
  for (const event of events) {
    const date = { weekday: isoWeekday(event.day) - 1, starttime: event.starttime, endtime: event.endtime };
    seen.set(`${String(date.weekday)}|${date.starttime}`, date);
  }
  const tutors = new Map(events.flatMap((event) => event.tutors.map((tutor) => [tutor.uid, tutor] as const)));
  return { dates: [...seen.values()], tutors: [...tutors] };
};

/** Staff without an account are known by the name the import gives them, else by their short name only. */
export const courseLeaderOf = ({ uid, short, name }: CourseTutor, accountNames: ReadonlyMap<string, string>): CourseLeader => {
  const known = accountNames.get(uid) ?? name;
  return known === undefined ? { short } : { name: known };
};
