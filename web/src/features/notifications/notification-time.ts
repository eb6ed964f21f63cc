const berlinParts = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
};

/** The spec's notification date 'DD.MM. HH:mm', in the school's time (Europe/Berlin). */
export const notificationTime = (iso: string) => {
  const { day, month, hour, minute } = berlinParts(iso);
  return `${day}.${month}. ${hour}:${minute}`;
};

/** The Berlin calendar day of a time as YYYY-MM-DD (the side menu groups by it). */
export const berlinDay = (iso: string) => {
  const { year, month, day } = berlinParts(iso);
  return `${year}-${month}-${day}`;
};

/** 'DD.MM.' of a YYYY-MM-DD day. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** A date (YYYY-MM-DD) and time (HH:mm) on the school's clock as an ISO instant, DST included. */
export const berlinDateTimeToIso = (date: string, time: string) => {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const [hour = NaN, minute = NaN] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wanted;
  // Twice: the offset at the guessed instant, then at the corrected one (DST changes in between).
  for (let round = 0; round < 2; round += 1) {
    const shown = berlinParts(new Date(instant).toISOString());
    const shownAsUtc = Date.UTC(Number(shown.year), Number(shown.month) - 1, Number(shown.day), Number(shown.hour), Number(shown.minute));
    instant += wanted - shownAsUtc;
  }
  return new Date(instant).toISOString();
};

/** An ISO instant as the date (YYYY-MM-DD) and time (HH:mm) fields of the school's clock. */
export const isoToBerlinDateTime = (iso: string) => {
  const { year, month, day, hour, minute } = berlinParts(iso);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
};
