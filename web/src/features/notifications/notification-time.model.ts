import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The school's clock. */
const ZONE = 'Europe/Berlin';

const onSchoolClock = (iso: string) => new TZDate(new Date(iso), ZONE);

/** The spec's notification date 'DD.MM. HH:mm', in the school's time (Europe/Berlin). */
export const notificationTime = (iso: string) => format(onSchoolClock(iso), 'dd.MM. HH:mm');

/** The Berlin calendar day of a time as YYYY-MM-DD (the side menu groups by it). */
export const berlinDay = (iso: string) => format(onSchoolClock(iso), 'yyyy-MM-dd');

/** 'DD.MM.' of a YYYY-MM-DD day. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** A date (YYYY-MM-DD) and time (HH:mm) on the school's clock as an ISO instant, DST included. */
export const berlinDateTimeToIso = (date: string, time: string) => {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const [hour = NaN, minute = NaN] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, ZONE).getTime()).toISOString();
};

/** An ISO instant as the date (YYYY-MM-DD) and time (HH:mm) fields of the school's clock. */
export const isoToBerlinDateTime = (iso: string) => {
  const onClock = onSchoolClock(iso);
  return { date: format(onClock, 'yyyy-MM-dd'), time: format(onClock, 'HH:mm') };
};
