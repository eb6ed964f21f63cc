import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { findSchoolDataKey, schoolDataKey } from '../schools/school-data-key.service.js';
import { encryptsData, openPersonalFields, PERSONAL_FIELDS, sealPersonalFields, type PersonalField } from './user-fields.service.js';
import { userEntity } from './user.entity.js';

const WRITES_AT_ONCE = 8;

type StoredFields = { uid: string } & Partial<Record<PersonalField, string>>;

/** The fields whose stored form differs from the target form. */
const changesOf = (stored: StoredFields, target: StoredFields) => {
  const changes: Partial<Record<PersonalField, string>> = {};
  for (const field of PERSONAL_FIELDS) {
    const value = target[field];
    if (value !== undefined && value !== stored[field]) changes[field] = value;
  }
  return changes;
};

/**
 * Writes the record's new form only while its fields are still as read (a condition on each
 * changed field): a record someone changed meanwhile is left to that writer and the next run.
 */
const rewrite = async (schoolId: string, stored: StoredFields, changes: Partial<Record<PersonalField, string>>) => {
  try {
    await userEntity
      .patch({ schoolId, uid: stored.uid })
      .set(changes)
      .where((attributes, { eq }) =>
        Object.keys(changes)
          .map((field) => eq(attributes[field as PersonalField], stored[field as PersonalField] ?? ''))
          .join(' AND '),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * The job behind switching encryptData: brings the school's user records in line with the setting
 * as it is when the job runs. On: plain personal fields are sealed with the school's data key; off:
 * sealed ones are opened (the key stays, the school may switch it on again). Page by page through
 * the school's partition, each record by a conditional write: sealed (or plain) fields stay as they
 * are, so a second run changes nothing and a run after a crash finishes what the first left plain.
 */
export const alignUserRecords = async (schoolId: string): Promise<{ changed: number }> => {
  const encrypt = await encryptsData(schoolId);
  const key = encrypt ? await schoolDataKey(schoolId) : await findSchoolDataKey(schoolId);
  // Off, and the school never had a key: no record can hold a sealed field.
  if (!key) return { changed: 0 };
  const toTarget = (record: StoredFields) => (encrypt ? sealPersonalFields(key, record) : openPersonalFields(key, record));
  let changed = 0;
  let cursor: string | null = null;
  do {
    const page: { data: StoredFields[]; cursor: string | null } = await userEntity.query
      .byId({ schoolId })
      .go({ cursor, attributes: ['uid', ...PERSONAL_FIELDS] });
    const written = await mapWithConcurrency(page.data, WRITES_AT_ONCE, async (record) => {
      const changes = changesOf(record, toTarget(record));
      return Object.keys(changes).length > 0 && (await rewrite(schoolId, record, changes));
    });
    changed += written.filter(Boolean).length;
    cursor = page.cursor;
  } while (cursor);
  return { changed };
};
