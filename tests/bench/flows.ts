import type { BenchFlow } from './bench-flow.js';
import { calendarFeedColdFlow, calendarFeedNotModifiedFlow, calendarFeedWarmFlow } from './calendar-feed.flow.js';
import { calendarSaveMeetingFlow, calendarTranslationCacheFlow } from './calendar.flow.js';
import { classbookSaveRegisterFlow, classbookStatisticsFlow } from './classbook.flow.js';
import { courseAllocationFlow, courseDeadlineRushFlow } from './courses.flow.js';
import { displayLinkNotModifiedFlow, displayLinkWarmFlow } from './display-links.flow.js';
import { notificationFanOutFlow, notificationInboxFlow } from './notifications.flow.js';
import { pinboardCurrentFlow, pinboardUnreadFlow } from './pins.flow.js';
import { pollEvaluationFlow, pollRaceFlow } from './poll-race.flow.js';
import { registrationRaceFlow } from './registration-race.flow.js';
import { reservationRaceFlow, reservationSearchFlow } from './reservations.flow.js';
import { storageListFlow, storagePasteFlow, storageUploadFlow } from './storage.flow.js';
import { untisExamsImportFlow } from './untis-import.flow.js';
import { userImportFlow } from './user-import.flow.js';

/** The flows in the order `npm run bench` runs them. */
export const flows: BenchFlow[] = [
  registrationRaceFlow,
  userImportFlow,
  untisExamsImportFlow,
  calendarFeedColdFlow,
  calendarFeedWarmFlow,
  calendarFeedNotModifiedFlow,
  displayLinkWarmFlow,
  displayLinkNotModifiedFlow,
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
