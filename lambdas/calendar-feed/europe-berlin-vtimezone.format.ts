/**
 * The VTIMEZONE block of Europe/Berlin as @touch4it/ical-timezones ships it (a unit test keeps the
 * two equal). The package reads its zone files from disk next to its own source, which the bundled
 * Lambda does not have, so the block the feed needs is kept here.
 */
export const EUROPE_BERLIN = 'Europe/Berlin';

export const europeBerlinVtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'TZURL:http://tzurl.org/zoneinfo-outlook/Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
  '',
].join('\r\n');
