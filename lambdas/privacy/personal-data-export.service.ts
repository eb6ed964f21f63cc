import type { PersonalDataExport } from '../../shared/schemas/privacy.schema.js';
import { AppError } from '../_lib/app-error.js';
import { exportPushSettings } from '../account/push-setting-export.service.js';
import { exportLessonMarks } from '../attendance/lesson-marks-export.service.js';
import { exportStudentEntries } from '../attendance/student-entries-export.service.js';
import { exportMeetings } from '../calendar/meeting-export.service.js';
import { exportCalendarFeeds } from '../calendar-feed/calendar-feed-export.service.js';
import { exportCourseSubscriptions } from '../courses/course-subscription-export.service.js';
import { exportGuardianLinks } from '../guardians/guardian-links-export.service.js';
import { exportNotifications } from '../notifications/notification-export.service.js';
import { exportPins } from '../pins/pin-export.service.js';
import { exportPolls } from '../polls/poll-export.service.js';
import { exportReservations } from '../reservations/reservation-export.service.js';
import { listSchoolYearIds } from '../schools/school.service.js';
import { exportStorageItems } from '../storage/storage-export.service.js';
import { exportGroupMemberships } from '../timetable/group-membership-export.service.js';
import { findStoredUser } from '../users/user-export.service.js';
import { personScopeOf } from './person-scope.service.js';

/**
 * Everything stored about one person of a school (DSGVO Art. 15), collected from each domain by its
 * own export (lambdas/<domain>/*-export.service.ts), each reading the person's items by key or index:
 * no table scan. The key is always built from the given school, which is the caller's.
 */
export const exportPersonalData = async (schoolId: string, uid: string): Promise<PersonalDataExport> => {
  const user = await findStoredUser(schoolId, uid);
  if (!user || user.deleted) throw new AppError('user-not-found');
  const scope = await personScopeOf(user);
  const student = user.role === 'student';
  const schoolYearIds = student ? await listSchoolYearIds(schoolId) : [];
  const [
    pushSettings,
    guardianLinks,
    groupMemberships,
    notifications,
    calendarFeeds,
    files,
    polls,
    pins,
    courseSubscriptions,
    reservations,
    meetings,
    entries,
  ] = await Promise.all([
    exportPushSettings(schoolId, uid),
    exportGuardianLinks(schoolId, uid),
    exportGroupMemberships(schoolId, schoolYearIds, uid),
    exportNotifications(schoolId, uid, scope.inboxes),
    exportCalendarFeeds(schoolId, uid),
    exportStorageItems(schoolId, uid),
    exportPolls(schoolId, uid, scope.schoolIds),
    exportPins(schoolId, uid, scope.subjects),
    exportCourseSubscriptions(schoolId, schoolYearIds, uid),
    user.role === 'tutor' ? exportReservations(schoolId, uid) : [],
    user.role === 'tutor' ? exportMeetings(schoolId, uid) : [],
    student ? exportStudentEntries(schoolId, uid) : { absences: [], dayNotes: [] },
  ]);
  const lessonMarks = student ? await exportLessonMarks(schoolId, groupMemberships, uid) : [];
  return {
    exportedAt: new Date().toISOString(),
    person: user,
    pushSettings,
    guardianLinks,
    groupMemberships,
    ...notifications,
    calendarFeeds,
    files,
    ...polls,
    ...pins,
    courseSubscriptions,
    reservations,
    meetings,
    ...entries,
    lessonMarks,
  };
};
