import type { FunctionNeeds, KeyShape } from '../lambdas/_lib/needs.js';
import { needs as account } from '../lambdas/account/needs.js';
import { needs as calendar } from '../lambdas/calendar/needs.js';
import { needs as calendarFeed } from '../lambdas/calendar-feed/needs.js';
import { needs as classbook } from '../lambdas/classbook/needs.js';
import { needs as codes } from '../lambdas/codes/needs.js';
import { needs as courses } from '../lambdas/courses/needs.js';
import { needs as displayLinks } from '../lambdas/display-links/needs.js';
import { needs as guardians } from '../lambdas/guardians/needs.js';
import { needs as loginAlerts } from '../lambdas/login-alerts/needs.js';
import {
  needs as notifications,
  lessonChangeAlertJobNeeds,
  unexcusedAbsenceAlertJobNeeds,
  notificationFanOutJobNeeds,
  pushJobNeeds,
} from '../lambdas/notifications/needs.js';
import { needs as pins } from '../lambdas/pins/needs.js';
import { needs as polls } from '../lambdas/polls/needs.js';
import { accountDeletionJobNeeds, needs as privacy } from '../lambdas/privacy/needs.js';
import { needs as registration } from '../lambdas/registration/needs.js';
import { needs as reservations } from '../lambdas/reservations/needs.js';
import { needs as schools } from '../lambdas/schools/needs.js';
import { needs as session } from '../lambdas/session/needs.js';
import { storageCleanupJobNeeds, storageThumbnailJobNeeds, needs as storage } from '../lambdas/storage/needs.js';
import { needs as substitutions } from '../lambdas/substitutions/needs.js';
import { needs as support } from '../lambdas/support/needs.js';
import { needs as system } from '../lambdas/system/needs.js';
import { lessonChangeWindowJobNeeds, needs as timetable } from '../lambdas/timetable/needs.js';
import { needs as today } from '../lambdas/today/needs.js';
import { needs as translation } from '../lambdas/translation/needs.js';
import { needs as untisImport, timetableImportJobNeeds } from '../lambdas/untis-import/needs.js';
import { needs as userImport, userImportJobNeeds } from '../lambdas/user-import/needs.js';
import { needs as users, userEncryptionJobNeeds } from '../lambdas/users/needs.js';
import type { Domain } from '../shared/routes/index.js';

/** Each domain function's declared needs (lambdas/<domain>/needs.ts). */
export const domainNeeds: Record<Domain, FunctionNeeds> = {
  system,
  session,
  users,
  notifications,
  registration,
  guardians,
  timetable,
  support,
  account,
  'calendar-feed': calendarFeed,
  codes,
  today,
  substitutions,
  'display-links': displayLinks,
  'user-import': userImport,
  'untis-import': untisImport,
  courses,
  polls,
  calendar,
  translation,
  reservations,
  pins,
  storage,
  classbook,
  'login-alerts': loginAlerts,
  schools,
  privacy,
};

/** Each job's declared needs, by its id in events/subscriptions.ts. */
export const jobNeeds: Record<string, FunctionNeeds> = {
  UserImport: userImportJobNeeds,
  TimetableImport: timetableImportJobNeeds,
  NotificationFanOut: notificationFanOutJobNeeds,
  LessonChangeAlert: lessonChangeAlertJobNeeds,
  LessonChangeWindow: lessonChangeWindowJobNeeds,
  UnexcusedAbsenceAlert: unexcusedAbsenceAlertJobNeeds,
  PushDelivery: pushJobNeeds,
  PushWindow: pushJobNeeds,
  StorageThumbnail: storageThumbnailJobNeeds,
  StorageCleanup: storageCleanupJobNeeds,
  AccountDeletion: accountDeletionJobNeeds,
  UserEncryption: userEncryptionJobNeeds,
};

/** Every partition shape any function declares. */
export const knownShapes: KeyShape[] = [...Object.values(domainNeeds), ...Object.values(jobNeeds)].flatMap((needs) => [
  ...needs.table.read,
  ...needs.table.write,
]);
