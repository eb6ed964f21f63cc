import { Service } from 'electrodb';
import { pushSettingEntity } from '../account/push-setting.entity.js';
import { absenceEntity } from '../attendance/absence.entity.js';
import { daynoticeEntity } from '../attendance/daynotice.entity.js';
import { groupRegisterEntity } from '../attendance/group-register.entity.js';
import { lessonRegisterEntity } from '../attendance/lesson-register.entity.js';
import { studentEntriesEntity } from '../attendance/student-entries.entity.js';
import { auditEntryEntity } from '../audit/audit-entry.entity.js';
import { calendarEntity } from '../calendar/calendar.entity.js';
import { meetingEntity } from '../calendar/meeting.entity.js';
import { calendarFeedCacheEntity } from '../calendar-feed/calendar-feed-cache.entity.js';
import { calendarFeedTokenEntity } from '../calendar-feed/calendar-feed-token.entity.js';
import { calendarFeedEntity } from '../calendar-feed/calendar-feed.entity.js';
import { activationCodeEntity } from '../codes/activation-code.entity.js';
import { codeCardTemplateEntity } from '../codes/code-card-template.entity.js';
import { courseOfferEntity } from '../courses/course-offer.entity.js';
import { courseOptionEntity } from '../courses/course-option.entity.js';
import { courseSlotEntity } from '../courses/course-slot.entity.js';
import { courseSubscriptionEntity } from '../courses/course-subscription.entity.js';
import { displayLinkEntity } from '../display-links/display-link.entity.js';
import { displayLinksVersionEntity } from '../display-links/display-links-version.entity.js';
import { guardianLinkEntity } from '../guardians/guardian-link.entity.js';
import { loginAlertReceiptEntity } from '../login-alerts/login-alert-receipt.entity.js';
import { loginAlertEntity } from '../login-alerts/login-alert.entity.js';
import { lessonChangeAnnouncementEntity } from '../notifications/lesson-change-announcement.entity.js';
import { pushDeliveryEntity } from '../notifications/push-delivery.entity.js';
import { pushDeviceEntity } from '../notifications/push-device.entity.js';
import { receivedNotificationEntity } from '../notifications/received-notification.entity.js';
import { sentNotificationEntity } from '../notifications/sent-notification.entity.js';
import { pinIndexEntity } from '../pins/pin-index.entity.js';
import { pinMarksEntity } from '../pins/pin-marks.entity.js';
import { pinPlacementEntity } from '../pins/pin-placement.entity.js';
import { pinReadEntity } from '../pins/pin-read.entity.js';
import { pinEntity } from '../pins/pin.entity.js';
import { pinboardVersionEntity } from '../pins/pinboard-version.entity.js';
import { pinboardEntity } from '../pins/pinboard.entity.js';
import { stackedPinEntity } from '../pins/stacked-pin.entity.js';
import { pollPlaceEntity } from '../polls/poll-place.entity.js';
import { pollResponseEntity } from '../polls/poll-response.entity.js';
import { pollEntity } from '../polls/poll.entity.js';
import { requestCounterEntity } from '../rate-limits/request-counter.entity.js';
import { buildingEntity } from '../reservations/building.entity.js';
import { reservationEntity } from '../reservations/reservation.entity.js';
import { resourceDayEntity } from '../reservations/resource-day.entity.js';
import { resourceGroupEntity } from '../reservations/resource-group.entity.js';
import { resourceEntity } from '../reservations/resource.entity.js';
import { schoolDataKeyEntity } from '../schools/school-data-key.entity.js';
import { schoolListingEntity } from '../schools/school-listing.entity.js';
import { schoolYearEntity } from '../schools/school-year.entity.js';
import { schoolEntity } from '../schools/school.entity.js';
import { storageItemEntity } from '../storage/storage-item.entity.js';
import { storageUploadEntity } from '../storage/storage-upload.entity.js';
import { storageUsageEntity } from '../storage/storage-usage.entity.js';
import { substitutionPlanCacheEntity } from '../substitutions/substitution-plan-cache.entity.js';
import { supportTicketEntity } from '../support/support-ticket.entity.js';
import { examListCacheEntity } from '../timetable/exam-list-cache.entity.js';
import { groupMemberEntity } from '../timetable/group-member.entity.js';
import { groupEntity } from '../timetable/group.entity.js';
import { lessonChangeDayEntity } from '../timetable/lesson-change-day.entity.js';
import { lessonDateEntity } from '../timetable/lesson-date.entity.js';
import { planVersionEntity } from '../timetable/plan-version.entity.js';
import { roomEntity } from '../timetable/room.entity.js';
import { subjectEntity } from '../timetable/subject.entity.js';
import { timeBlockEntity } from '../timetable/time-block.entity.js';
import { weekplanCacheEntity } from '../timetable/weekplan-cache.entity.js';
import { translationCacheEntity } from '../translation/translation-cache.entity.js';
import { importJobEntity } from '../untis-import/import-job.entity.js';
import { importLockEntity } from '../untis-import/import-lock.entity.js';
import { userImportEntity } from '../user-import/user-import.entity.js';
import { userEntity } from '../users/user.entity.js';
import { weatherCacheEntity } from '../weather/weather-cache.entity.js';
import { entityConfig } from './db.js';

/**
 * Every entity of the single table as one ElectroDB service: the table's description, which its
 * tests check against the table design (schulapp-service.test.ts) and whose entity names the needs
 * analysis knows (needs-analysis.ts). Functions do not import it, so that a bundle holds only the
 * entities it touches: a module writes its transactions and reads its collections through a service
 * of its own entities (`entityService` in entity-service.ts). Each entity keeps its export name
 * here and there, so code reads the same with either.
 */
export const schulapp = new Service(
  {
    pushSettingEntity,
    absenceEntity,
    daynoticeEntity,
    lessonRegisterEntity,
    groupRegisterEntity,
    studentEntriesEntity,
    calendarFeedEntity,
    calendarFeedTokenEntity,
    calendarFeedCacheEntity,
    planVersionEntity,
    weekplanCacheEntity,
    examListCacheEntity,
    activationCodeEntity,
    codeCardTemplateEntity,
    loginAlertEntity,
    loginAlertReceiptEntity,
    guardianLinkEntity,
    receivedNotificationEntity,
    lessonChangeAnnouncementEntity,
    sentNotificationEntity,
    pushDeviceEntity,
    pushDeliveryEntity,
    requestCounterEntity,
    schoolYearEntity,
    schoolEntity,
    schoolDataKeyEntity,
    schoolListingEntity,
    supportTicketEntity,
    groupMemberEntity,
    lessonChangeDayEntity,
    groupEntity,
    lessonDateEntity,
    roomEntity,
    subjectEntity,
    timeBlockEntity,
    importJobEntity,
    importLockEntity,
    userImportEntity,
    userEntity,
    auditEntryEntity,
    weatherCacheEntity,
    substitutionPlanCacheEntity,
    displayLinkEntity,
    displayLinksVersionEntity,
    courseOfferEntity,
    courseOptionEntity,
    courseSubscriptionEntity,
    courseSlotEntity,
    pollEntity,
    pollResponseEntity,
    pollPlaceEntity,
    calendarEntity,
    meetingEntity,
    translationCacheEntity,
    buildingEntity,
    resourceGroupEntity,
    resourceEntity,
    reservationEntity,
    resourceDayEntity,
    pinboardEntity,
    pinEntity,
    pinPlacementEntity,
    pinReadEntity,
    pinMarksEntity,
    pinIndexEntity,
    pinboardVersionEntity,
    stackedPinEntity,
    storageItemEntity,
    storageUploadEntity,
    storageUsageEntity,
  },
  entityConfig(),
);
