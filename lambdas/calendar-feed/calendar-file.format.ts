import ical, { ICalEventStatus } from 'ical-generator';
import { changeEffects, changeLabels } from '../../shared/lesson-changes.js';
import { withoutControlCharacters } from '../../shared/schemas/text.schema.js';
import type { EventChange, EventCollection, WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import { EUROPE_BERLIN, europeBerlinVtimezone } from './europe-berlin-vtimezone.format.js';

/** How often calendar apps should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 900;

const names = (items: { name: string }[] | undefined) => (items ?? []).map((item) => item.name).join(', ');
const shorts = (tutors: { short: string }[] | undefined) => (tutors ?? []).map((tutor) => tutor.short).join(', ');

/** One line per visible change, e.g. 'Vertretung: SCH' or 'Raumänderung: B 204'. */
const changeLine = (change: EventChange) => {
  const detail = [shorts(change.tutors), names(change.rooms), change.subject?.name ?? '', change.text ?? ''].filter(Boolean).join(' – ');
  return detail ? `${changeLabels[change.type]}: ${detail}` : changeLabels[change.type];
};

/** Exams and break supervisions say what they are in the summary, as the weekplan tile's label does. */
const KIND_LABELS: Partial<Record<EventCollection, string>> = { examDates: 'Klausur', supervisionDates: 'Aufsicht' };

/** The lesson as the weekplan tile reads it: changed subject, substitutes and new rooms applied. */
const eventFields = (event: WeekplanEvent) => {
  const effects = changeEffects(event);
  const kind = KIND_LABELS[event.collection];
  const subjectName = effects.newSubject?.name ?? event.displayName;
  const name = kind === undefined ? subjectName : `${kind}: ${subjectName}`;
  const planned = effects.substitutes.length > 0 ? [] : event.tutors.filter((tutor) => !effects.absentTutorUids.has(tutor.uid));
  const tutors = [...planned, ...effects.substitutes, ...effects.additionalTutors];
  const labels = [...new Set(event.changes.filter((change) => change.type !== 'cancel').map((change) => changeLabels[change.type]))];
  return {
    summary: effects.cancelled ? `${changeLabels.cancel}: ${name}` : labels.length > 0 ? `${name} (${labels.join(', ')})` : name,
    location: names(effects.newRooms.length > 0 ? effects.newRooms : event.rooms),
    description: [
      tutors.length > 0 ? `Lehrkräfte: ${shorts(tutors)}` : '',
      event.groups.length > 0 ? `Klassen: ${event.groups.map((group) => group.displayName).join(', ')}` : '',
      ...event.changes.map(changeLine),
      event.notice ? `Hinweis: ${event.notice}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    cancelled: effects.cancelled,
  };
};

/**
 * RFC 5545 TEXT (3.3.11) allows no control character but HTAB. ical-generator escapes backslash,
 * ';', ',' and line breaks of SUMMARY, LOCATION and DESCRIPTION, so these get only the control
 * characters removed (line feeds kept); NAME, X-WR-CALNAME and UID it writes as they are, so
 * those are escaped here.
 */
const plainText = (text: string) => withoutControlCharacters(text.replace(/\r\n?/g, '\n'), 'multiLine');
const escapedText = (text: string) =>
  plainText(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');

/**
 * The plan as an RFC 5545 calendar: one VEVENT per lesson date (UID `<id>@schulapp`, stable across
 * fetches), start and end in Europe/Berlin local time with its VTIMEZONE, cancelled lessons with
 * STATUS:CANCELLED and 'Ausfall' in the summary. Only the changes already filtered for the
 * viewer's role reach this function. Lines are CRLF-terminated and folded at 75 octets.
 */
export const buildCalendarFile = (events: WeekplanEvent[], { name, now }: { name: string; now: Date }): string => {
  const calendar = ical({
    name: escapedText(name),
    prodId: { company: 'Schulapp', product: 'Stundenplan', language: 'DE' },
    ttl: FEED_REFRESH_SECONDS,
    timezone: { name: null, generator: (zone) => (zone === EUROPE_BERLIN ? europeBerlinVtimezone : null) },
  });
  for (const event of events) {
    const fields = eventFields(event);
    calendar.createEvent({
      id: escapedText(`${event.id}@schulapp`),
      stamp: now,
      timezone: EUROPE_BERLIN,
      // Wall-clock strings: with an event time zone ical-generator writes their local time as it is
      // (only a daylight-saving gap of the process's own zone could shift one: Lambda runs in UTC).
      start: `${event.day}T${event.starttime}:00`,
      end: `${event.day}T${event.endtime}:00`,
      summary: plainText(fields.summary),
      location: plainText(fields.location) || null,
      description: plainText(fields.description) || null,
      status: fields.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return `${calendar.toString()}\r\n`;
};
