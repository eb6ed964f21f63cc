import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { userEntity } from '../users/user.service.js';
import { SCHOOL_DIRECTORY, schoolListingEntity } from './school-listing.entity.js';
import { schoolYearEntity } from './school-year.entity.js';
import { schoolEntity } from './school.entity.js';

const onboardingWrites = entityService({ schoolListingEntity, schoolEntity, schoolYearEntity, userEntity });

/** The key that makes two school names the same: trimmed, lowercased, inner blanks as one space. */
export const schoolNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

export interface ListedSchool {
  schoolId: string;
  name: string;
  adminEmail?: string;
  createdAt: string;
}

const toListed = ({ schoolId, name, adminEmail, createdAt }: ListedSchool): ListedSchool => ({ schoolId, name, adminEmail, createdAt });

/** Every school of the platform's directory, by name. */
export const listSchools = async (): Promise<ListedSchool[]> => {
  const { data } = await schoolListingEntity.query.byName({ scope: SCHOOL_DIRECTORY }).go({ pages: 'all' });
  return data.map(toListed);
};

export const findSchoolByName = async (name: string): Promise<ListedSchool | undefined> => {
  const { data } = await schoolListingEntity.get({ scope: SCHOOL_DIRECTORY, nameKey: schoolNameKey(name) }).go();
  return data ? toListed(data) : undefined;
};

export interface NewSchool {
  schoolId: string;
  name: string;
  label?: string;
  state: string;
  schoolYear: { schoolYearId: string; name: string; start: string; end: string };
  /** The first admin: a tutor with the admin flag, signed up (the Cognito user exists). */
  admin: { uid: string; username: string; email: string; firstname: string; lastname: string; displayName: string };
}

/**
 * Writes a new school in one transaction: its directory entry (on the condition that no school has
 * the name), the school record with the settings' defaults, its first school year (active) and the
 * first admin's user record (plain: a new school starts with encryptData off; switching it on seals
 * the record with the others). Returns false, and writes nothing, when the name was taken meanwhile.
 */
export const createSchoolRecords = async (school: NewSchool, createdAt: string): Promise<boolean> => {
  const { schoolId, schoolYear, admin } = school;
  const result = await onboardingWrites.transaction
    .write(({ schoolListingEntity: listing, schoolEntity, schoolYearEntity, userEntity }) => [
      listing
        .create({
          scope: SCHOOL_DIRECTORY,
          nameKey: schoolNameKey(school.name),
          name: school.name,
          schoolId,
          adminEmail: admin.email,
          createdAt,
        })
        .commit(),
      schoolEntity
        .create({ schoolId, name: school.name, label: school.label, state: school.state, activeSchoolYearId: schoolYear.schoolYearId })
        .commit(),
      schoolYearEntity.create({ schoolId, ...schoolYear }).commit(),
      userEntity
        .create({
          schoolId,
          uid: admin.uid,
          username: admin.username,
          role: 'tutor',
          isAdmin: true,
          displayName: admin.displayName,
          firstname: admin.firstname,
          lastname: admin.lastname,
          email: admin.email,
          signedUp: true,
          createdAt,
        })
        .commit(),
    ])
    .go();
  return transactionWritten(result);
};

/** Adds the demo seed's schools to the directory (a put: seeding again changes nothing). */
export const listSeededSchool = async (school: { schoolId: string; name: string; adminEmail?: string }) => {
  await schoolListingEntity
    .put({ scope: SCHOOL_DIRECTORY, nameKey: schoolNameKey(school.name), createdAt: '2026-08-01T00:00:00.000Z', ...school })
    .go();
};
