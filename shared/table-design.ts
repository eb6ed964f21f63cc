/**
 * The single DynamoDB table's key design, read by the ElectroDB entities (their index fields), the
 * CDK table (infra) and the local stack (scripts/dev-stack), so they cannot drift apart. A unit
 * test (lambdas/_lib/schulapp-service.test.ts) checks that every entity index uses these keys and
 * that every index declared here is used.
 *
 * Keys are ElectroDB's: `pk` is `$schulapp#<composite>_<value>#…`, `sk` is `$<entity>_<version>#…`
 * (`$<collection>#<entity>_<version>#…` for an entity in a collection). Every key of school data
 * starts with the school id; only the global items (activation codes, guardian links, calendar
 * feed tokens and their cached feeds, support tickets, request counters) are keyed by their own id.
 *
 * Table (pk / sk), by entity: school (school / –), schoolYear (school / year), user and
 * pushSetting (school / uid), auditEntry (school / time + id), displayLink (school / token hash), displayLinksVersion (school / –), room (school / room), codeCardTemplate and loginAlert (school / –),
 * loginAlertReceipt (school / uid), userImport and
 * timetableImportJob (school / id), timetableImportLock (school / –), group, subject and timeBlock
 * (school + year / id), groupMember (school + year + group / student), lessonDate (school + year +
 * audience + week / day + start + id), daynotice and absence (school + year + day / student + id,
 * the collection `attendanceOfDay`), studentEntries (school + year + student / –), receivedNotification
 * (school + recipient + subject: an inbox / received id), sentNotification (school + author / id), calendarFeed (school + owner / subject), weatherCache
 * (school + day + kind / –), activationCode (code / –), guardianLink (guardian / student),
 * calendarFeedToken and calendarFeedCache (token hash / –), calendarFeedVersion (school / –),
 * supportTicket (ticket / –), requestCounter (scope + bucket / –).
 *
 * gsi1 (gsi1pk / gsi1sk), the second access path of: activationCode (school / kind + uid: a school's
 * codes), guardianLink (child's school + child / guardian: a child's guardians), group (school + year
 * + class tutor / group, sparse: groups with a class tutor), groupMember (school + year + student /
 * group: a student's groups), lessonDate (school + year + id / audience: all copies of one event),
 * absence (school + year + absence / day: all days of one absence), receivedNotification (school +
 * recipient + subject / received id, sparse: an inbox's unread ones), daynotice (school + student /
 * year + day + id: a student's notes), pollResponse (school + author / poll: a person's answers), user
 * ('marked' / deletion mark, sparse: the accounts marked for deletion).
 *
 * gsi2 (gsi2pk / gsi2sk): absence (school + student / year + day + absence: a student's absences,
 * the Art. 15 export).
 *
 * `expiresAt` (epoch seconds) lets DynamoDB delete request counters, weather cache entries, cached
 * calendar feeds, the jobs of user and timetable imports and (after two years) audit log entries.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const;

export const APP_VERSION = '2.2.1';
