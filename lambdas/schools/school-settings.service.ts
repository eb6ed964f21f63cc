import { randomUUID } from 'node:crypto';
import { publishEvent } from '../../events/publish.js';
import { defaultSchoolPushDays } from '../../shared/push-settings.js';
import {
  MAX_LOGO_BYTES,
  type CreateLogoUploadBody,
  type LogoUpload,
  type SchoolSettings,
  type UpdateSchoolSettingsBody,
} from '../../shared/schemas/school-settings.schema.js';
import { AppError } from '../_lib/app-error.js';
import { isConditionFailure, transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { deleteFile, FileTooLargeError, presignUpload, putFile, readFile, uploadKey } from '../_lib/files.js';
import { countedRevision, outdatedEdit, requireRevision, stillAtRevision } from '../_lib/revision.js';
import { ensureSchoolDataKey } from './school-data-key-creation.service.js';
import { SCHOOL_DIRECTORY, schoolListingEntity } from './school-listing.entity.js';
import { logoUrlOf } from './school-logo-url.service.js';
import { renderLogo } from './school-logo.format.js';
import { schoolNameKey } from './school-onboarding.service.js';
import { schoolEntity } from './school.entity.js';

const settingsWrites = entityService({ schoolListingEntity, schoolEntity });

const UPLOAD_URL_SECONDS = 5 * 60;

const uploadName = (uploadId: string) => `upload-${uploadId}`;

const loadSchool = async (schoolId: string) => {
  const { data } = await schoolEntity.get({ schoolId }).go();
  if (!data) throw new AppError('school-not-found');
  return data;
};

/** The card 'Schuleinstellungen': every setting of the caller's school, defaults where none was saved. */
export const getSchoolSettings = async (schoolId: string): Promise<SchoolSettings> => {
  const school = await loadSchool(schoolId);
  const push = school.pushSettings;
  return {
    revision: countedRevision(school.settingsRevision),
    name: school.name,
    weatherCityId: school.weatherCityId ?? '',
    myGroups: school.myGroups ?? 'own',
    encryptData: school.encryptData ?? false,
    untisHolidays: school.untisHolidays ?? true,
    pushSettings: {
      student: push?.student ?? defaultSchoolPushDays,
      tutor: push?.tutor ?? defaultSchoolPushDays,
      guardian: push?.guardian ?? defaultSchoolPushDays,
    },
    logoUrl: await logoUrlOf(school.logoKey),
  };
};

type StoredSchool = Awaited<ReturnType<typeof loadSchool>>;

/**
 * Saves the settings; they count from the next request on (no function caches a school record). The
 * body names the settings' revision the form was loaded at: another one stored answers 'outdated'
 * before anything is written, and the write holds only while it is still stored
 * (docs/decisions/0014-an-edit-names-its-revision.md). A new name moves the school's directory entry
 * in the same transaction, on the condition that no other school has that name ('school-name-taken').
 * Switching encryptData on makes the school's data key first (once); a switch either way starts the
 * job that seals or opens the user records.
 */
export const updateSchoolSettings = async (schoolId: string, { revision, ...body }: UpdateSchoolSettingsBody): Promise<SchoolSettings> => {
  const school = await loadSchool(schoolId);
  requireRevision(countedRevision(school.settingsRevision), revision);
  if (body.encryptData) await ensureSchoolDataKey(schoolId);
  const saved = await saveSettings(schoolId, school, revision, body);
  if (body.encryptData !== (school.encryptData ?? false)) await publishEvent('school.encryptDataChanged', { schoolId });
  return saved;
};

/** Why the guarded transaction failed: the settings were saved meanwhile, or the name is another school's. */
const refusedRename = async (schoolId: string, revision: number) => {
  const now = await loadSchool(schoolId);
  return countedRevision(now.settingsRevision) === revision ? new AppError('school-name-taken') : outdatedEdit();
};

const saveSettings = async (
  schoolId: string,
  school: StoredSchool,
  revision: number,
  body: Omit<UpdateSchoolSettingsBody, 'revision'>,
): Promise<SchoolSettings> => {
  const { weatherCityId, ...rest } = body;
  const changes = { ...rest, ...(weatherCityId ? { weatherCityId } : {}), settingsRevision: revision + 1 };
  const removeCity = weatherCityId === '' && school.weatherCityId !== undefined;
  if (schoolNameKey(body.name) === schoolNameKey(school.name)) {
    const patch = schoolEntity.patch({ schoolId }).set(changes);
    await (removeCity ? patch.remove(['weatherCityId']) : patch)
      .where(({ settingsRevision }, operators) => stillAtRevision(settingsRevision, revision, operators))
      .go()
      .catch((error: unknown) => {
        throw isConditionFailure(error) ? outdatedEdit() : error;
      });
    return getSchoolSettings(schoolId);
  }
  const { data: listed } = await schoolListingEntity.get({ scope: SCHOOL_DIRECTORY, nameKey: schoolNameKey(school.name) }).go();
  const result = await settingsWrites.transaction
    .write(({ schoolListingEntity: listing, schoolEntity: schools }) => [
      ...(listed?.schoolId === schoolId ? [listing.delete({ scope: SCHOOL_DIRECTORY, nameKey: listed.nameKey }).commit()] : []),
      listing
        .create({
          scope: SCHOOL_DIRECTORY,
          nameKey: schoolNameKey(body.name),
          name: body.name,
          schoolId,
          adminEmail: listed?.adminEmail,
          createdAt: listed?.createdAt ?? new Date().toISOString(),
        })
        .commit(),
      (removeCity ? schools.patch({ schoolId }).set(changes).remove(['weatherCityId']) : schools.patch({ schoolId }).set(changes))
        .where(({ settingsRevision }, operators) => stillAtRevision(settingsRevision, revision, operators))
        .commit(),
    ])
    .go();
  if (!transactionWritten(result)) throw await refusedRename(schoolId, revision);
  return getSchoolSettings(schoolId);
};

/** Where the browser uploads the chosen logo: a presigned POST fixed to its type and exact size. */
export const createLogoUpload = async (schoolId: string, body: CreateLogoUploadBody): Promise<LogoUpload> => {
  const uploadId = randomUUID();
  const upload = await presignUpload('schoolLogo', schoolId, uploadName(uploadId), UPLOAD_URL_SECONDS, body.contentType, body.size);
  return { uploadId, upload };
};

/** Makes an uploaded file the school's logo: rendered into a PNG (school-logo.format.ts); the old logo and the upload are deleted. */
export const saveLogo = async (schoolId: string, uploadId: string): Promise<SchoolSettings> => {
  const school = await loadSchool(schoolId);
  const sourceKey = uploadKey('schoolLogo', schoolId, uploadName(uploadId));
  const bytes = await readFile(sourceKey, MAX_LOGO_BYTES).catch((error: unknown) => {
    if (error instanceof FileTooLargeError) throw new AppError('logo-invalid');
    throw error;
  });
  if (!bytes) throw new AppError('logo-upload-missing');
  const png = await renderLogo(bytes).finally(() => deleteFile(sourceKey));
  const logoKey = uploadKey('schoolLogo', schoolId, `logo-${randomUUID()}.png`);
  await putFile(logoKey, png, 'image/png');
  await schoolEntity.patch({ schoolId }).set({ logoKey }).go();
  if (school.logoKey) await deleteFile(school.logoKey);
  return getSchoolSettings(schoolId);
};

/** Removes the logo: the side menu shows the school's initials again. */
export const deleteLogo = async (schoolId: string): Promise<SchoolSettings> => {
  const school = await loadSchool(schoolId);
  if (school.logoKey) {
    await schoolEntity.patch({ schoolId }).remove(['logoKey']).go();
    await deleteFile(school.logoKey);
  }
  return getSchoolSettings(schoolId);
};
