import { calendarFeedColdFlow, calendarFeedNotModifiedFlow, calendarFeedWarmFlow } from './calendar-feed.flow.js';
import { classbookSaveRegisterFlow, classbookStatisticsFlow } from './classbook.flow.js';
import { calendarSaveMeetingFlow, calendarTranslationCacheFlow } from './calendar.flow.js';
import { courseAllocationFlow, courseDeadlineRushFlow } from './courses.flow.js';
import { pollEvaluationFlow, pollRaceFlow } from './poll-race.flow.js';
import { registrationRaceFlow } from './registration-race.flow.js';
import { reservationRaceFlow, reservationSearchFlow } from './reservations.flow.js';
import { userImportFlow } from './user-import.flow.js';
import { storageListFlow, storagePasteFlow, storageUploadFlow } from './storage.flow.js';
import { pinboardCurrentFlow, pinboardUnreadFlow } from './pins.flow.js';
import { notificationFanOutFlow, notificationInboxFlow } from './notifications.flow.js';

/**
 * End-to-end flows that `npm run bench` times once each (not with autocannon): imports, races.
 * Each flow gets the local stack's URLs and ids and returns the figures of its result row.
 */
export interface BenchContext {
  apiUrl: string;
  cognitoUrl: string;
  ids: { userPoolId: string; userPoolClientId: string };
  /** An ID token of a seeded user (demo password). */
  signIn: (username: string) => Promise<string>;
}

export interface BenchFlow {
  name: string;
  run: (context: BenchContext) => Promise<Record<string, number | string>>;
}

export const flows: BenchFlow[] = [
  registrationRaceFlow,
  userImportFlow,
  calendarFeedColdFlow,
  calendarFeedWarmFlow,
  calendarFeedNotModifiedFlow,
  calendarSaveMeetingFlow,
  calendarTranslationCacheFlow,
  pollRaceFlow,
  pollEvaluationFlow,
  storageUploadFlow,
  storageListFlow,
  storagePasteFlow,
  reservationRaceFlow,
  reservationSearchFlow,
  courseDeadlineRushFlow,
  courseAllocationFlow,
  pinboardCurrentFlow,
  pinboardUnreadFlow,
  notificationFanOutFlow,
  notificationInboxFlow,
  classbookStatisticsFlow,
  classbookSaveRegisterFlow,
];
