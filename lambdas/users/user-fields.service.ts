import { isSealed, openValue, sealValue } from '../_lib/field-envelope.js';
import { schoolDataKey } from '../schools/school-data-key.service.js';
import { getSchool } from '../schools/school.service.js';

/**
 * The personal fields of a user record that the school's setting encryptData encrypts (spec:
 * "name and e-mail are stored encrypted"). Not among them: the tutor's `short` (the public
 * timetable code), the class, the role and the flags; no key of any item holds one of these fields.
 */
export const PERSONAL_FIELDS = ['displayName', 'firstname', 'lastname', 'title', 'email'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
type WithPersonalFields = Partial<Record<PersonalField, string>>;

/** Turns a record's personal fields into their stored form (sealed while encryptData is on, else as they are). */
export type Sealer = <T extends WithPersonalFields>(fields: T) => T;

const mapPersonalFields = <T extends WithPersonalFields>(record: T, map: (value: string) => string): T => {
  const mapped = { ...record };
  for (const field of PERSONAL_FIELDS) {
    const value = mapped[field];
    if (value) Object.assign(mapped, { [field]: map(value) });
  }
  return mapped;
};

export const sealPersonalFields = <T extends WithPersonalFields>(key: Buffer, record: T): T =>
  mapPersonalFields(record, (value) => sealValue(key, value));

export const openPersonalFields = <T extends WithPersonalFields>(key: Buffer, record: T): T =>
  mapPersonalFields(record, (value) => openValue(key, value));

const hasSealedField = (record: WithPersonalFields) => PERSONAL_FIELDS.some((field) => isSealed(record[field] ?? ''));

/**
 * The one place user records are read through: their sealed personal fields opened with the
 * school's data key (fetched only when a record holds a sealed field), plain ones as they are.
 */
export const openUserRecords = async <T extends WithPersonalFields>(schoolId: string, records: T[]): Promise<T[]> => {
  if (!records.some(hasSealedField)) return records;
  const key = await schoolDataKey(schoolId);
  return records.map((record) => openPersonalFields(key, record));
};

export const openUserRecord = async <T extends WithPersonalFields>(schoolId: string, record: T | null): Promise<T | null> => {
  if (!record) return null;
  const [opened] = await openUserRecords(schoolId, [record]);
  return opened ?? null;
};

/** Records of several schools (batch reads across schools, the deletion queue): each opened with its school's key. */
export const openRecordsOfSchools = async <T extends WithPersonalFields & { schoolId: string }>(records: T[]): Promise<T[]> => {
  const schools = [...new Set(records.filter(hasSealedField).map((record) => record.schoolId))];
  const keys = new Map(await Promise.all(schools.map(async (schoolId) => [schoolId, await schoolDataKey(schoolId)] as const)));
  return records.map((record) => {
    const key = keys.get(record.schoolId);
    return key ? openPersonalFields(key, record) : record;
  });
};

/** Whether the school stores its people's personal fields encrypted. */
export const encryptsData = async (schoolId: string) => (await getSchool(schoolId)).encryptData;

/**
 * How the school's user records are written now: sealed with its data key while encryptData is on
 * ('encryption-key-missing' when the school has no key), as they are while it is off.
 */
export const userFieldSealer = async (schoolId: string): Promise<Sealer> => {
  if (!(await encryptsData(schoolId))) return (fields) => fields;
  const key = await schoolDataKey(schoolId);
  return (fields) => sealPersonalFields(key, fields);
};
