import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A user record (the spec's userRecord) inside its school. Access patterns:
 * - get by school and uid (caller bootstrap, profiles)
 * - get many by school and uid in one batch (a guardian's children, class lists)
 * - list the users of a school (admin: the user administration reads the school's records in one
 *   paged query, filters and sorts them; the school's admins with a filter)
 * - list the accounts of every school marked for deletion up to a time (index markedForDeletion,
 *   sparse: only records with `deletionMarkedAt` carry its keys; the daily deletion job). Its
 *   composites are the mark and what follows from it: ElectroDB wants every composite of a
 *   conditional index in a write that names one, and the record's other writes never name the mark.
 *
 * Imported tutors and students get their record (`signedUp: false`, no username) and activation
 * codes before any Cognito user exists, so the uid is not a Cognito `sub`. Registration creates the
 * Cognito user with the attribute `custom:uid` set to the record's uid, and the caller's uid is that
 * claim (falling back to `sub` for accounts created together with their record). The uid therefore
 * never changes: guardian links and the school's data keep pointing at the same record.
 */
export const userEntity = new TableEntity(
  {
    model: { entity: 'user', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      uid: { type: 'string', required: true },
      /** The Cognito username (generated user ID); absent until the person signed up. */
      username: { type: 'string' },
      role: { type: ['student', 'tutor', 'guardian', 'service'] as const, required: true },
      isAdmin: { type: 'boolean', default: false },
      displayName: { type: 'string', required: true },
      short: { type: 'string' },
      firstname: { type: 'string', required: true },
      lastname: { type: 'string', required: true },
      title: { type: 'string' },
      /** A tutor's function (the import's column 'Funktion'). */
      type: { type: 'string' },
      sex: { type: ['männlich', 'weiblich', 'other'] as const },
      groupDisplayName: { type: 'string' },
      avatarIndex: { type: 'number' },
      email: { type: 'string' },
      signedUp: { type: 'boolean', default: false },
      reservedForDeletion: { type: 'boolean', default: false },
      /** When an admin marked the account for deletion (ISO time); the deletion job removes it 30 days later. */
      deletionMarkedAt: { type: 'string' },
      /**
       * The partition of the index of marked accounts, set by ElectroDB with the mark: an index
       * partition needs a composite (one without any is never written by an update).
       */
      deletionQueue: {
        type: 'string',
        hidden: true,
        watch: ['deletionMarkedAt'],
        set: (_, { deletionMarkedAt }) => (deletionMarkedAt ? 'marked' : undefined),
      },
      /** A deleted account's record: kept without personal data, so the register entries about it read 'Gelöschter Benutzer'. */
      deleted: { type: 'boolean' },
      /** A student of this (past) school year who is in no class of the year after it: a leaver. */
      leftAtSchoolYearId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['uid'] },
      },
      markedForDeletion: {
        index: 'gsi1',
        condition: (attributes) => Boolean(attributes.deletionMarkedAt),
        pk: { field: 'gsi1pk', composite: ['deletionQueue'] },
        sk: { field: 'gsi1sk', composite: ['deletionMarkedAt'] },
      },
    },
  },
  entityConfig(),
);
