import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchoolWeek, seedSchoolDay } from '../../scripts/seed/seed-day.js';
import { routes, type RouteName } from '../../shared/routes/index.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { actorLogins, signInDemoPeople, type Actor, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { createPoll, sharePollOnPin } from '../fixtures/polls.js';

/**
 * Every route × every role × {own data, another user's data in the same school, another school's
 * data}, with the expected status per cell. A route of the route table without rows here fails.
 */
type Scope = 'own' | 'sameSchool' | 'otherSchool';
type Row = Record<Scope, number>;
interface RouteMatrix {
  /** What "own", "same school" and "other school" mean for this route, as call options. */
  target: (
    scope: Scope,
    actor: Actor,
    people: DemoPeople,
  ) => { params?: Record<string, string>; query?: Record<string, string>; actingStudent?: string };
  expected: Record<Actor, Row>;
}

const all = (status: number): Row => ({ own: status, sameSchool: status, otherSchool: status });
/** The uid whose data a scope means for an actor: guardians act for their first child, Anna. */
const ownUid = (actor: Actor, people: DemoPeople) =>
  people[actor === 'guardian' ? 'schueler.anna' : (actorLogins[actor] ?? 'schueler.anna')].uid;
const otherInSchool = (actor: Actor, people: DemoPeople) =>
  people[actor === 'student' || actor === 'guardian' ? 'lehrer.schmidt' : 'schueler.ben'].uid;
const inOtherSchool = (people: DemoPeople) => people['schueler.lena'].uid;

/** Routes without an id act only on the caller: the scopes become the guardian's acting child. */
const actingTarget: RouteMatrix['target'] = (scope, actor, people) =>
  actor !== 'guardian' || scope === 'own'
    ? {}
    : { actingStudent: scope === 'sameSchool' ? people['lehrer.schmidt'].uid : inOtherSchool(people) };

/** A lesson date of a class on the next school day (ids as the demo timetable writes them). */
const lessonOf = (groupId: string) => `${groupId}-${seedSchoolDay()}-b1`;

/**
 * Routes that act only on the caller (or a guardian's child): everyone gets `status` for own data;
 * the other scopes become a guardian acting for a child that is not theirs (403).
 */
const onTheCaller = (status: number): RouteMatrix => ({
  target: actingTarget,
  expected: {
    student: all(status),
    tutor: all(status),
    guardian: { own: status, sameSchool: 403, otherSchool: 403 },
    admin: all(status),
    service: all(403),
    anonymous: all(401),
  },
});

/** Tutor routes acting on the caller's own data (keys come from the caller): scopes do not differ. */
const tutorsOnly = (status: number, call: ReturnType<RouteMatrix['target']> = {}): RouteMatrix => ({
  target: () => call,
  expected: { student: all(403), tutor: all(status), guardian: all(403), admin: all(status), service: all(403), anonymous: all(401) },
});

/** A notification id nobody has: a guardian acting for a child not theirs is refused before anything else. */
const unknownNotification = { notificationId: 'unknown-notification' };

/** Class routes under myGroups 'own': mueller (admin) leads 7a, schmidt (tutor) leads 9b; 6c is another school's. */
const ownClassOnly: RouteMatrix = {
  target: (scope, actor) => ({
    params: { groupId: scope === 'otherSchool' ? '6c' : (actor === 'admin') === (scope === 'own') ? '7a' : '9b' },
  }),
  expected: {
    student: all(403),
    tutor: { own: 200, sameSchool: 403, otherSchool: 404 },
    guardian: all(403),
    admin: { own: 200, sameSchool: 403, otherSchool: 404 },
    service: all(403),
    anonymous: all(401),
  },
};

/** Admin routes of the caller's school: keys come from the caller, so the scopes do not differ. */
const schoolAdminOnly = (status: number, call: ReturnType<RouteMatrix['target']> = {}): RouteMatrix => ({
  target: () => call,
  expected: { student: all(403), tutor: all(403), guardian: all(403), admin: all(status), service: all(403), anonymous: all(401) },
});

/** Public routes called without a body: everyone gets the validation error, nobody a 401. */
const publicWithoutBody: RouteMatrix = {
  target: () => ({}),
  expected: { student: all(400), tutor: all(400), guardian: all(400), admin: all(400), service: all(400), anonymous: all(400) },
};

/** A login alert that is not the school's current one: nothing to confirm or delete. */
const unknownAlert = { alertId: 'unknown-alert' };

/** Imports by id: an unknown one for the admin (another school's import: tests/integration/user-import). */
const unknownImport = { params: { importId: 'unknown-import' } };
/** Timetable import jobs by id: an unknown one for the admin (another school's job: tests/integration/timetable-import). */
const unknownJob = { params: { jobId: 'unknown-job' } };
/** A pin id nobody has (another school's pins: tests/integration/pins). */
const unknownPin = { pinId: 'unknown-pin' };

/** Course registration routes for students and a guardian's active child; tutors and admins are refused. */
const forStudents = (status: number, call: ReturnType<RouteMatrix['target']> = {}): RouteMatrix => ({
  target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), ...call }),
  expected: {
    student: all(status),
    tutor: all(403),
    guardian: { own: status, sameSchool: 403, otherSchool: 403 },
    admin: all(403),
    service: all(403),
    anonymous: all(401),
  },
});
/** An offer nobody has (owner checks on real offers: tests/integration/courses). */
const unknownOffer = { params: { offerId: 'unknown-offer' } };
const unknownOption = { params: { offerId: 'unknown-offer', optionId: 'o1' } };
/**
 * Polls made in beforeAll: each matrix tutor's draft and published poll, and a published poll of the
 * other school. Own: a tutor's own (students and guardians: Herr Schmidt's published poll, theirs to
 * answer, shared on a pin of 'Schulleben'); same school: another tutor's draft; other school: Herr Klein's published poll.
 */
const polls = { schmidtDraft: '', schmidtPublished: '', muellerDraft: '', muellerPublished: '', klein: '' };
const pollTarget =
  (ownPoll: 'draft' | 'published'): RouteMatrix['target'] =>
  (scope, actor) => {
    const mine = actor === 'admin' ? 'mueller' : 'schmidt';
    const other = actor === 'admin' ? 'schmidt' : 'mueller';
    const own =
      actor === 'tutor' || actor === 'admin' ? polls[`${mine}${ownPoll === 'draft' ? 'Draft' : 'Published'}`] : polls.schmidtPublished;
    return { params: { pollId: scope === 'own' ? own : scope === 'sameSchool' ? polls[`${other}Draft`] : polls.klein } };
  };
const pollReaders = (own: number): Record<Actor, Row> => ({
  student: { own, sameSchool: 404, otherSchool: 404 },
  tutor: { own, sameSchool: 404, otherSchool: 404 },
  guardian: { own, sameSchool: 404, otherSchool: 404 },
  admin: { own, sameSchool: 404, otherSchool: 404 },
  service: all(403),
  anonymous: all(401),
});
const pollManagers = (own: number): Record<Actor, Row> => ({
  ...pollReaders(own),
  student: all(403),
  guardian: all(403),
});
/**
 * Personal storage: students and tutors (and admins, who are tutors) act on their own items only;
 * guardians have no storage. 'own' is the caller's root, the other scopes an id the caller does not
 * own (tests/integration/storage.test.ts uses another user's real ids: 404 too).
 */
const storageRoute = (own: number, other: number, param?: 'folderId' | 'itemId' | 'uploadId'): RouteMatrix => {
  const row: Row = { own, sameSchool: other, otherSchool: other };
  return {
    target: (scope) => (param ? { params: { [param]: scope === 'own' && param === 'folderId' ? 'root' : `not-yours-${scope}` } } : {}),
    expected: { student: row, tutor: row, guardian: all(403), admin: row, service: all(403), anonymous: all(401) },
  };
};

/**
 * User administration by uid: 'own' is the caller, 'sameSchool' another person of the school,
 * 'otherSchool' a person of another school (never found: keys come from the caller's school).
 * Calls that would change a demo person use a uid nobody has (tests/integration/user-admin does the real ones).
 */
const userAdminRoute = (own: number, sameSchool: number, sameSchoolUid?: 'unknown'): RouteMatrix => ({
  target: (scope, actor, people) => ({
    params: {
      uid:
        scope === 'own'
          ? ownUid(actor, people)
          : scope === 'otherSchool'
            ? inOtherSchool(people)
            : sameSchoolUid === 'unknown'
              ? 'unknown-person'
              : otherInSchool(actor, people),
    },
  }),
  expected: {
    student: all(403),
    tutor: all(403),
    guardian: all(403),
    admin: { own, sameSchool, otherSchool: 404 },
    service: all(403),
    anonymous: all(401),
  },
});

const matrix: Record<RouteName, RouteMatrix> = {
  checkActivationCode: publicWithoutBody,
  registerTutor: publicWithoutBody,
  registerStudent: publicWithoutBody,
  registerGuardian: publicWithoutBody,
  addStudentByCode: {
    target: () => ({}),
    expected: { student: all(403), tutor: all(403), guardian: all(400), admin: all(403), service: all(403), anonymous: all(401) },
  },
  removeStudentLink: {
    // Never a linked child of eltern.weber: the matrix must not change the demo links.
    target: (scope, _actor, people) => ({
      params: { uid: people[scope === 'own' ? 'lehrer.schmidt' : scope === 'sameSchool' ? 'lehrer.mueller' : 'schueler.lena'].uid },
    }),
    expected: { student: all(403), tutor: all(403), guardian: all(404), admin: all(403), service: all(403), anonymous: all(401) },
  },
  getHealth: {
    target: () => ({}),
    expected: { student: all(200), tutor: all(200), guardian: all(200), admin: all(200), service: all(200), anonymous: all(200) },
  },
  getBootstrap: onTheCaller(200),
  getUnreadNotificationCount: onTheCaller(200),
  listReceivedNotifications: onTheCaller(200),
  markReceivedNotification: {
    ...onTheCaller(400),
    target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), params: unknownNotification }),
  },
  listSentNotifications: tutorsOnly(200),
  sendNotification: tutorsOnly(400),
  updateScheduledNotification: tutorsOnly(400, { params: unknownNotification }),
  cancelScheduledNotification: tutorsOnly(404, { params: unknownNotification }),
  // Push devices are the caller's own (keys from the caller): a missing subscription body is 400, removing is idempotent.
  subscribePushDevice: {
    ...onTheCaller(400),
    target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), params: { deviceId: 'matrix-device' } }),
  },
  unsubscribePushDevice: {
    ...onTheCaller(200),
    target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), params: { deviceId: 'matrix-device' } }),
  },
  getWeekplan: onTheCaller(200),
  listMyGroups: {
    target: () => ({}),
    expected: { student: all(403), tutor: all(200), guardian: all(403), admin: all(200), service: all(403), anonymous: all(401) },
  },
  getGroupWeekplan: ownClassOnly,
  listGroupStudents: ownClassOnly,
  /** A lesson of the class the actor leads (own) or of the other class, one the actor does not teach (sameSchool). */
  getEventDetail: {
    target: (scope, actor) => ({
      params: {
        collectionName: 'lessonDates',
        id: scope === 'otherSchool' ? lessonOf('6c') : (actor === 'admin') === (scope === 'own') ? classLessons['7a'] : classLessons['9b'],
      },
    }),
    expected: ownClassOnly.expected,
  },
  /** The register of the lessons event detail opens: read like event detail. */
  getLessonRegister: {
    target: (scope, actor, people) => matrix.getEventDetail.target(scope, actor, people),
    expected: ownClassOnly.expected,
  },
  /** Without a body the edge refuses first; who may write: tests/integration/classbook. */
  saveLessonRegister: {
    target: (scope, actor, people) => matrix.getEventDetail.target(scope, actor, people),
    expected: tutorsOnly(400).expected,
  },
  /** Without a body the edge refuses first; who may enter an absence: tests/integration/classbook. */
  createAbsence: {
    target: (scope, actor, people) => matrix.getEventDetail.target(scope, actor, people),
    expected: tutorsOnly(400).expected,
  },
  /** Without a body the edge refuses first; who may write a day note: tests/integration/daynotices. */
  createDaynotice: {
    target: (scope, actor, people) => matrix.getEventDetail.target(scope, actor, people),
    expected: tutorsOnly(400).expected,
  },
  /** Without a body the edge refuses first; who may enter an absence from Meine Klassen: tests/integration/group-absences. */
  createGroupAbsence: {
    target: (scope, actor, people) => ownClassOnly.target(scope, actor, people),
    expected: tutorsOnly(400).expected,
  },
  /** Without a body the edge refuses first; who may change an absence: tests/integration/absence-changes. */
  changeAbsence: tutorsOnly(400),
  /** An absence nobody has; who may remove one: tests/integration/absence-changes. */
  removeAbsence: tutorsOnly(404, { params: { absenceId: 'no-such-absence' } }),
  /** The statistics of a class, this week: like Meine Klassen, only the class the tutor leads under myGroups 'own'. */
  getClassbookStatistic: {
    target: (scope, actor) => {
      const start = currentSchoolWeek();
      return { query: { start, end: addDays(start, 4), studentGroupId: ownClassOnly.target(scope, actor, people).params?.groupId ?? '' } };
    },
    expected: ownClassOnly.expected,
  },
  /** Without a body the edge refuses a guardian's own child first; another's child is refused (403); what is written: tests/integration/sick-notes. */
  reportSickness: {
    target: actingTarget,
    expected: {
      student: all(403),
      tutor: all(403),
      guardian: { own: 400, sameSchool: 403, otherSchool: 403 },
      admin: all(403),
      service: all(403),
      anonymous: all(401),
    },
  },
  /** An absence nobody has; who may confirm: tests/integration/sick-notes. */
  confirmAbsence: tutorsOnly(404, { params: { absenceId: 'no-such-absence' } }),
  getSubstitutionPlan: onTheCaller(200),
  /** Who supervises where: tutors and admins only, refused to students and guardians. */
  getSupervisionPlan: tutorsOnly(200),
  getTodayOverview: {
    target: () => ({}),
    expected: { student: all(403), tutor: all(200), guardian: all(403), admin: all(200), service: all(403), anonymous: all(401) },
  },
  getUserProfile: {
    target: (scope, actor, people) => ({
      params: {
        uid: scope === 'own' ? ownUid(actor, people) : scope === 'sameSchool' ? otherInSchool(actor, people) : inOtherSchool(people),
      },
    }),
    expected: {
      student: { own: 200, sameSchool: 403, otherSchool: 403 },
      tutor: { own: 200, sameSchool: 200, otherSchool: 404 },
      guardian: { own: 200, sameSchool: 403, otherSchool: 403 },
      admin: { own: 200, sameSchool: 200, otherSchool: 404 },
      service: all(403),
      anonymous: all(401),
    },
  },
  createSupportTicket: {
    target: () => ({}),
    expected: { student: all(400), tutor: all(400), guardian: all(400), admin: all(400), service: all(400), anonymous: all(400) },
  },
  updateDisplayName: {
    target: actingTarget,
    expected: {
      student: all(403),
      tutor: all(400),
      guardian: { own: 400, sameSchool: 403, otherSchool: 403 },
      admin: all(400),
      service: all(403),
      anonymous: all(401),
    },
  },
  updateAvatar: onTheCaller(400),
  getPushSettings: onTheCaller(200),
  updatePushSettings: onTheCaller(400),
  getCalendarFeed: onTheCaller(200),
  createCalendarFeed: onTheCaller(200),
  deleteCalendarFeed: onTheCaller(200),
  /** Public: the token in the path is the credential; an unknown one is a 404 for everyone. */
  getCalendarFile: {
    target: () => ({ params: { feed: `${'A'.repeat(43)}.ics` } }),
    expected: { student: all(404), tutor: all(404), guardian: all(404), admin: all(404), service: all(404), anonymous: all(404) },
  },
  listDisplayLinks: schoolAdminOnly(200),
  createDisplayLink: schoolAdminOnly(400),
  // A link nobody has (another school's links: tests/integration/display-links.test.ts).
  revokeDisplayLink: schoolAdminOnly(404, { params: { linkId: 'unknown-link' } }),
  /** Public: the token in the path is the credential; an unknown one is a 404 for everyone. */
  getDisplayBoard: {
    target: () => ({ params: { token: `lindenhof.${'A'.repeat(43)}` } }),
    expected: { student: all(404), tutor: all(404), guardian: all(404), admin: all(404), service: all(404), anonymous: all(404) },
  },
  createCodeExport: schoolAdminOnly(400),
  listSchoolUsers: schoolAdminOnly(200),
  listAuditLog: schoolAdminOnly(200),
  getSchoolUser: userAdminRoute(200, 200),
  // Registered people (the admin, Ben): their code is used, there is none to regenerate.
  regenerateActivationCode: userAdminRoute(409, 409),
  // Without a body the input check refuses it before any person is read.
  setUserAdminFlag: schoolAdminOnly(400, { params: { uid: 'any-person' } }),
  markUserForDeletion: userAdminRoute(409, 404, 'unknown'),
  // Nobody is marked: taking back a mark that is not there changes nothing.
  unmarkUserForDeletion: userAdminRoute(200, 200),
  getPendingLoginAlert: onTheCaller(200),
  confirmLoginAlert: {
    ...onTheCaller(404),
    target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), params: unknownAlert }),
  },
  getLoginAlert: schoolAdminOnly(200),
  createLoginAlert: schoolAdminOnly(400),
  updateLoginAlert: schoolAdminOnly(400, { params: unknownAlert }),
  deleteLoginAlert: schoolAdminOnly(404, { params: unknownAlert }),
  getCodeCardTemplate: schoolAdminOnly(200),
  updateCodeCardTemplate: schoolAdminOnly(400),
  createUserImport: schoolAdminOnly(400),
  checkUserImport: schoolAdminOnly(404, unknownImport),
  startUserImport: schoolAdminOnly(400, unknownImport),
  getUserImport: schoolAdminOnly(404, unknownImport),
  createTimetableImport: schoolAdminOnly(400),
  inspectTimetableImport: schoolAdminOnly(404, unknownJob),
  startTimetableImport: schoolAdminOnly(404, unknownJob),
  getTimetableImport: schoolAdminOnly(404, unknownJob),
  // The school settings act on the caller's school (keys from the caller); another school's stay untouched: tests/integration/school-settings.
  getSchoolSettings: schoolAdminOnly(200),
  updateSchoolSettings: schoolAdminOnly(400),
  createLogoUpload: schoolAdminOnly(400),
  saveSchoolLogo: schoolAdminOnly(400),
  deleteSchoolLogo: schoolAdminOnly(200),
  getCourseSubscribeList: forStudents(200),
  subscribeCourseOption: forStudents(404, unknownOption),
  unsubscribeCourseOption: forStudents(404, unknownOption),
  getMyCourses: forStudents(200),
  listCourseOffers: tutorsOnly(200),
  createCourseOffer: tutorsOnly(400),
  updateCourseOffer: tutorsOnly(400, unknownOffer),
  approveCourseOffer: schoolAdminOnly(400, unknownOffer),
  getCourseRegistrations: tutorsOnly(404, unknownOffer),
  runCourseAllocation: tutorsOnly(404, unknownOffer),
  confirmCourseAllocation: tutorsOnly(404, unknownOffer),
  listPolls: { ...onTheCaller(400) },
  createPoll: tutorsOnly(400),
  getPoll: { target: pollTarget('draft'), expected: pollReaders(200) },
  updatePoll: tutorsOnly(400, { params: { pollId: 'unknown-poll' } }),
  deletePoll: { target: pollTarget('published'), expected: pollManagers(409) },
  publishPoll: { target: pollTarget('published'), expected: pollManagers(409) },
  copyPoll: tutorsOnly(400, { params: { pollId: 'unknown-poll' } }),
  answerPoll: {
    ...onTheCaller(400),
    target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), params: { pollId: 'unknown-poll' } }),
  },
  getPollEvaluation: { target: pollTarget('published'), expected: pollManagers(200) },
  getCalendarPage: onTheCaller(200),
  getMeetingOptions: tutorsOnly(200),
  createMeeting: tutorsOnly(400),
  updateMeeting: tutorsOnly(400, { params: { meetingId: 'unknown-meeting' } }),
  // Another tutor's meeting (403) and another school's (404): tests/integration/calendar.test.ts.
  deleteMeeting: tutorsOnly(404, { params: { meetingId: 'unknown-meeting' } }),
  listCalendars: schoolAdminOnly(200),
  createCalendar: schoolAdminOnly(400),
  updateCalendar: schoolAdminOnly(400, { params: { calendarId: 'unknown-calendar' } }),
  listSchoolPinboards: schoolAdminOnly(200),
  createPinboard: schoolAdminOnly(400),
  updatePinboard: schoolAdminOnly(400, { params: { pinboardId: 'unknown-pinboard' } }),
  translateText: onTheCaller(400),
  getResourceCatalog: tutorsOnly(200),
  createBuilding: schoolAdminOnly(400, { params: { buildingId: 'matrix-building' } }),
  updateBuilding: schoolAdminOnly(400, { params: { buildingId: 'matrix-building' } }),
  deleteBuilding: schoolAdminOnly(404, { params: { buildingId: 'unknown-building' } }),
  createResourceGroup: schoolAdminOnly(400, { params: { groupId: 'matrix-group' } }),
  updateResourceGroup: schoolAdminOnly(400, { params: { groupId: 'matrix-group' } }),
  deleteResourceGroup: schoolAdminOnly(404, { params: { groupId: 'unknown-group' } }),
  createResource: schoolAdminOnly(400, { params: { resourceId: 'matrix-device' } }),
  updateResource: schoolAdminOnly(400, { params: { resourceId: 'matrix-device' } }),
  deleteResource: schoolAdminOnly(404, { params: { resourceId: 'unknown-device' } }),
  importResources: schoolAdminOnly(400),
  listSchoolYears: schoolAdminOnly(200),
  /** Without a body: refused before anything is read (the prepared year and its rules: tests/integration/school-year). */
  prepareSchoolYear: schoolAdminOnly(400),
  activateSchoolYear: schoolAdminOnly(409, { params: { schoolYearId: 'unknown-year' } }),
  flagLeavers: schoolAdminOnly(200),
  searchFreeResources: tutorsOnly(400),
  listReservations: tutorsOnly(400),
  listMyReservations: tutorsOnly(200),
  reserveResources: tutorsOnly(400),
  /** Another tutor's reservation (403) and another school's (404): tests/integration/reservations. */
  deleteReservation: tutorsOnly(404, { params: { day: '2030-01-07', reservationId: 'unknown-reservation' } }),
  listPinboards: onTheCaller(200),
  listCurrentPins: onTheCaller(200),
  getUnreadPinCount: onTheCaller(200),
  listStackedPins: onTheCaller(200),
  listOwnPins: tutorsOnly(200),
  createPin: tutorsOnly(400),
  updatePin: tutorsOnly(400, { params: unknownPin }),
  deletePin: tutorsOnly(404, { params: unknownPin }),
  markPin: { ...onTheCaller(400), target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), params: unknownPin }) },
  stackPin: { ...onTheCaller(404), target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), params: unknownPin }) },
  getPinAttachment: {
    ...onTheCaller(404),
    target: (scope, actor, people) => ({
      ...actingTarget(scope, actor, people),
      params: { ...unknownPin, attachmentId: 'unknown-attachment' },
    }),
  },
  deleteStackedPin: {
    ...onTheCaller(404),
    target: (scope, actor, people) => ({ ...actingTarget(scope, actor, people), params: { stackedId: 'unknown-stacked-pin' } }),
  },
  listStorageFolder: storageRoute(200, 404, 'folderId'),
  searchStorage: storageRoute(400, 400),
  createStorageFolder: storageRoute(400, 400, 'folderId'),
  renameStorageItem: storageRoute(400, 400, 'itemId'),
  deleteStorageItem: storageRoute(404, 404, 'itemId'),
  getStorageDownload: storageRoute(404, 404, 'itemId'),
  requestStorageUpload: storageRoute(400, 400, 'folderId'),
  confirmStorageUpload: storageRoute(404, 404, 'uploadId'),
  cancelStorageUpload: storageRoute(404, 404, 'uploadId'),
  pasteStorageItems: storageRoute(400, 400, 'folderId'),
  exportMyData: onTheCaller(200),
  // An admin exports anyone of their school (a uid of another school is not found there); nobody else may.
  exportPersonData: {
    target: (scope, actor, people) => ({
      params: {
        uid: scope === 'own' ? ownUid(actor, people) : scope === 'sameSchool' ? otherInSchool(actor, people) : inOtherSchool(people),
      },
    }),
    expected: {
      student: all(403),
      tutor: all(403),
      guardian: all(403),
      admin: { own: 200, sameSchool: 200, otherSchool: 404 },
      service: all(403),
      anonymous: all(401),
    },
  },
};

/**
 * A lesson of the week per class that the other class's tutor does not teach: of 7a without
 * Herr Schmidt, of 9b without Herr Müller (event detail must refuse them under myGroups 'own').
 */
const classLessons: Record<'7a' | '9b', string> = { '7a': '', '9b': '' };
const lessonNotTaughtBy = async (groupId: '7a' | '9b', classTutor: DemoUsername, outsider: DemoUsername) => {
  const answer = await callRoute('getGroupWeekplan', {
    token: people[classTutor].token,
    params: { groupId },
    query: { from: currentSchoolWeek() },
  });
  const outsiderUid = people[outsider].uid;
  const lesson = answer.body.events.find(
    (event) =>
      event.collection === 'lessonDates' &&
      ![...event.tutors, ...event.changes.flatMap((change) => change.tutors ?? [])].some((tutor) => tutor.uid === outsiderUid),
  );
  if (!lesson) throw new Error(`no lesson of ${groupId} without ${outsider} this week`);
  return lesson.id;
};

let people: DemoPeople;
/** The pin on 'Schulleben' that shares Herr Schmidt's published poll with the students and guardians. */
let sharingPin = '';
afterAll(async () => {
  await callRoute('deletePin', { token: people['lehrer.schmidt'].token, params: { pinId: sharingPin } });
});
beforeAll(async () => {
  people = await signInDemoPeople();
  polls.schmidtDraft = await createPoll(people['lehrer.schmidt'].token, undefined, false);
  polls.schmidtPublished = await createPoll(people['lehrer.schmidt'].token);
  sharingPin = await sharePollOnPin(people['lehrer.schmidt'].token, polls.schmidtPublished);
  polls.muellerDraft = await createPoll(people['lehrer.mueller'].token, undefined, false);
  polls.muellerPublished = await createPoll(people['lehrer.mueller'].token);
  polls.klein = await createPoll(people['lehrer.klein'].token);
  classLessons['7a'] = await lessonNotTaughtBy('7a', 'lehrer.mueller', 'lehrer.schmidt');
  classLessons['9b'] = await lessonNotTaughtBy('9b', 'lehrer.schmidt', 'lehrer.mueller');
});

const actors = Object.keys(actorLogins) as Actor[];
const scopes: Scope[] = ['own', 'sameSchool', 'otherSchool'];

describe('authorization matrix', () => {
  it('has rows for every route of the route table', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(routes).sort());
  });

  for (const [name, { target, expected }] of Object.entries(matrix) as [RouteName, RouteMatrix][]) {
    for (const actor of actors) {
      it(`${name} as ${actor}: ${scopes.map((scope) => `${scope} ${expected[actor][scope]}`).join(', ')}`, async () => {
        const login = actorLogins[actor];
        const outcomes = [];
        for (const scope of scopes) {
          const answer = await callRoute(name, { token: login ? people[login].token : undefined, ...target(scope, actor, people) });
          outcomes.push(answer.status);
          if (answer.status >= 400 && answer.status !== 401) expect(answer.error?.code).toEqual(expect.any(String));
        }
        expect(outcomes).toEqual(scopes.map((scope) => expected[actor][scope]));
      });
    }
  }
});

export const matrixCellCount = Object.keys(matrix).length * actors.length * scopes.length;
