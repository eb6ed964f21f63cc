import { noFigures, type MeasuredRow, type UsageProfile, type UseFigures } from './cost-model.js';

/**
 * The usage profile the cost model prices: who opens what how often, and what each use asks of
 * AWS, taken from the bench's measured rows (tests/bench/results/latest.json) wherever a row exists.
 * Every number that is not measured is an assumption stated here.
 */

/** Every domain function has 512 MB (infra/constructs/domain-functions.construct.ts). */
const DOMAIN_MEMORY_MB = 512;
/** The notification fan-out job's memory (events/subscriptions.ts). */
const FAN_OUT_MEMORY_MB = 512;
/** Assumed answer size where a row measured none (rows from before `response_bytes` was recorded). */
const ASSUMED_RESPONSE_BYTES = 4096;
/**
 * Read units per DynamoDB read request: 2, as if each read 8 KB strongly consistent (ours are mostly
 * eventually consistent and smaller; a batch get of many items costs more), plus 0.5 per 4 KB returned.
 */
const READ_UNITS_PER_REQUEST = 2;
/** A written item of up to 1 KB in a transaction: 2 write units (outside one: 1). */
const WRITE_UNITS_PER_ITEM = 2;
/** Recipients of one notification a tutor sends (a class with its guardians). */
const RECIPIENTS_PER_SEND = 60;
/** Share of people whose calendar app subscribes to the Kalender-Abo, and its polls per day. */
const FEED_SUBSCRIBERS = 0.25;
const FEED_POLLS_PER_DAY = 6;

const measured = (row: MeasuredRow | undefined, key: string) => {
  const value = row?.[key];
  if (typeof value !== 'number') throw new Error(`row "${row?.name ?? '(none)'}" has no number ${key}`);
  return value;
};

const responseBytes = (row: MeasuredRow | undefined) => {
  if (typeof row?.response_bytes === 'number') return row.response_bytes;
  if (typeof row?.kb === 'number') return row.kb * 1024;
  return ASSUMED_RESPONSE_BYTES;
};

/** One read call of an endpoint: one request, its measured DynamoDB requests, p50 latency as the Lambda time (an upper bound). */
const apiRead =
  (requestsKey = 'ddb_requests_per_call') =>
  (row: MeasuredRow | undefined): UseFigures => ({
    ...noFigures,
    apiCalls: 1,
    lambdaInvocations: 1,
    lambdaMs: measured(row, 'p50_ms'),
    memoryMb: DOMAIN_MEMORY_MB,
    readUnits: measured(row, requestsKey) * READ_UNITS_PER_REQUEST + (responseBytes(row) / 4096) * 0.5,
    bytesOut: responseBytes(row),
  });

const registerSave = (row: MeasuredRow | undefined): UseFigures => ({
  ...noFigures,
  apiCalls: 1,
  lambdaInvocations: 1,
  lambdaMs: measured(row, 'p50_ms'),
  memoryMb: DOMAIN_MEMORY_MB,
  readUnits: (measured(row, 'ddb_requests_per_save') - measured(row, 'ddb_write_requests_per_save')) * READ_UNITS_PER_REQUEST,
  writeUnits: measured(row, 'items_written_per_save') * WRITE_UNITS_PER_ITEM,
  bytesOut: ASSUMED_RESPONSE_BYTES,
});

/** One recipient of a sent notification: the fan-out job's share (measured over 3,000 recipients) and the send's call and event split over its recipients. */
const fanOutRecipient = (row: MeasuredRow | undefined): UseFigures => {
  const recipients = measured(row, 'recipients');
  return {
    ...noFigures,
    apiCalls: 1 / RECIPIENTS_PER_SEND,
    lambdaInvocations: 2 / RECIPIENTS_PER_SEND,
    lambdaMs: (measured(row, 'seconds') * 1000) / recipients,
    memoryMb: FAN_OUT_MEMORY_MB,
    readUnits: ((measured(row, 'ddb_requests') - measured(row, 'ddb_write_requests')) / recipients) * READ_UNITS_PER_REQUEST,
    writeUnits: measured(row, 'write_units') / recipients,
    events: 1 / RECIPIENTS_PER_SEND,
    kmsRequests: 1 / RECIPIENTS_PER_SEND,
  };
};

/** A file download or upload: the presigning call (assumed 50 ms, one read) and the S3 request with its KMS data key (bucket keys make most of them free). */
const fileTransfer = (direction: 'get' | 'put', bytes: number) => (): UseFigures => ({
  ...noFigures,
  apiCalls: 1,
  lambdaInvocations: 1,
  lambdaMs: 50,
  memoryMb: DOMAIN_MEMORY_MB,
  readUnits: READ_UNITS_PER_REQUEST,
  bytesOut: direction === 'get' ? bytes : 0,
  s3Gets: direction === 'get' ? 1 : 0,
  s3Puts: direction === 'put' ? 1 : 0,
  kmsRequests: 1,
});

const supportTicket = (): UseFigures => ({
  ...noFigures,
  apiCalls: 1,
  lambdaInvocations: 1,
  lambdaMs: 100,
  memoryMb: DOMAIN_MEMORY_MB,
  writeUnits: 2,
  snsPublishes: 1,
  kmsRequests: 1,
});

const feed = (share: number) => ({
  student: share * FEED_SUBSCRIBERS,
  guardian: share * FEED_SUBSCRIBERS,
  tutor: share * FEED_SUBSCRIBERS,
});

export const usageProfile: UsageProfile = {
  // A school of 1,200 students has about 1,800 guardians and 100 tutors (the large test school);
  // not every guardian signs in every month.
  activeUsers: { student: 450, guardian: 480, tutor: 70 },
  schoolDaysPerYear: 190,
  cognitoTier: 'lite',
  coldStartShare: 0.05,
  // Replaced by the median init time of the measured Lambda bundles (tests/bench/cost-report.ts).
  coldStartInitMs: 250,
  logBytesPerInvocation: 700,
  logRetentionDays: 90,
  // The large test school: about 150,000 items of ~500 bytes for 3,100 people, twice with the index.
  tableGb: 0.05,
  filesGb: { student: 0.002, guardian: 0.001, tutor: 0.05 },
  uses: [
    { what: 'app start (bootstrap)', row: 'large school: bootstrap (tutor)', figures: apiRead(), perSchoolDay: { student: 2, tutor: 3 } },
    {
      what: 'app start (guardian bootstrap)',
      row: 'bootstrap after sign-in (guardian)',
      figures: apiRead(),
      perSchoolDay: { guardian: 1 },
    },
    {
      what: 'unread notifications (start page)',
      row: 'unread notifications (student)',
      figures: apiRead(),
      perSchoolDay: { student: 2, guardian: 1, tutor: 3 },
    },
    {
      what: 'Pinnwand unread badge (start page)',
      row: 'pinboard: unread badge (large school student, 200 pins, 50 connections)',
      figures: apiRead(),
      perSchoolDay: { student: 2, guardian: 1, tutor: 3 },
    },
    {
      what: 'Wochenplan (student or guardian)',
      row: 'large school: weekplan this week (student)',
      figures: apiRead(),
      perSchoolDay: { student: 3, guardian: 1 },
    },
    { what: 'Wochenplan (tutor)', row: 'large school: weekplan this week (tutor)', figures: apiRead(), perSchoolDay: { tutor: 3 } },
    { what: 'Heute (today overview)', row: 'large school: today overview (tutor)', figures: apiRead(), perSchoolDay: { tutor: 2 } },
    {
      what: 'Benachrichtigungen (inbox)',
      row: 'notifications: inbox list (large school tutor, 500 notifications, 20 unread, 50 connections)',
      figures: apiRead(),
      perSchoolDay: { student: 1, guardian: 1, tutor: 1 },
    },
    {
      what: 'Pinnwand (Aktuell)',
      row: 'pinboard: Aktuell (large school student, 200 pins on 5 boards, 50 connections)',
      figures: apiRead(),
      perSchoolDay: { student: 0.5, guardian: 0.3, tutor: 0.5 },
    },
    {
      what: 'Termine',
      row: 'calendar: list (large school tutor, 10 calendars)',
      figures: apiRead(),
      perSchoolDay: { student: 0.2, guardian: 0.3, tutor: 0.5 },
    },
    { what: 'Meine Klassen', row: 'large school: my groups (class tutor)', figures: apiRead(), perSchoolDay: { tutor: 1 } },
    { what: 'class week plan', row: 'large school: class weekplan 5a (class tutor)', figures: apiRead(), perSchoolDay: { tutor: 0.5 } },
    { what: 'students of a class', row: 'large school: students of 5a (class tutor)', figures: apiRead(), perSchoolDay: { tutor: 0.5 } },
    { what: 'user profile', row: 'user profile (tutor reads student)', figures: apiRead(), perSchoolDay: { tutor: 0.5 } },
    {
      what: 'Tagebuch: save a register',
      row: 'classbook: save register (one lesson, 30 students)',
      figures: registerSave,
      perSchoolDay: { tutor: 5 },
    },
    {
      what: 'Klassenbuch statistics',
      row: 'classbook: statistics (large school, class 5a, whole school year, ~1,000 lessons × 25 students)',
      figures: apiRead('ddb_requests_per_change'),
      perSchoolDay: { tutor: 0.1 },
    },
    {
      what: 'Geräteverwaltung search',
      row: 'reservation search (300 devices)',
      figures: apiRead(),
      perSchoolDay: { tutor: 0.1 },
    },
    {
      what: 'notification received (fan-out share)',
      row: 'fan-out to every student and guardian of the large school (killed halfway and retried)',
      figures: fanOutRecipient,
      // A tutor sends one notification every 5 school days, to RECIPIENTS_PER_SEND people.
      perSchoolDay: { tutor: 0.2 * RECIPIENTS_PER_SEND },
    },
    {
      what: 'Kalender-Abo poll, unchanged (304)',
      row: 'calendar feed: 304 (student, If-None-Match)',
      figures: apiRead(),
      perDay: feed(FEED_POLLS_PER_DAY - 1),
    },
    {
      what: 'Kalender-Abo poll, changed (cached)',
      row: 'calendar feed: warm fetch (student, cached)',
      figures: apiRead(),
      perDay: feed(1),
    },
    {
      what: 'Kalender-Abo poll, rendered anew',
      row: 'calendar feed: cold fetch (student, school year, rendered)',
      figures: apiRead(),
      perSchoolDay: feed(0.2),
    },
    {
      what: 'file download (500 KB)',
      figures: fileTransfer('get', 500 * 1024),
      perSchoolDay: { student: 0.3, guardian: 0.1, tutor: 1 },
    },
    { what: 'file upload', figures: fileTransfer('put', 0), perSchoolDay: { student: 0.05, tutor: 0.3 } },
    { what: 'support ticket', figures: supportTicket, perSchoolDay: { student: 0.0001, guardian: 0.0002, tutor: 0.0002 } },
  ],
};
