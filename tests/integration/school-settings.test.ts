import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSchoolPushDays } from '../../shared/push-settings.js';
import { MAX_LOGO_BYTES, type UpdateSchoolSettingsBody } from '../../shared/schemas/school-settings.schema.js';
import { uploadFormData, type PresignedUpload } from '../../shared/schemas/upload.schema.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { onboardTestSchool } from '../fixtures/onboarded-school.js';

/**
 * The card 'Schuleinstellungen' through the API: a school onboarded for this test (its admin signed
 * in), so no other test sees its settings change; the demo school Lindenhof stands for another school.
 */
const run = Date.now().toString(36);
let admin: string;
let lindenhofAdmin: string;
let schoolName: string;
beforeAll(async () => {
  const school = await onboardTestSchool({ name: `Schule Einstellungen ${run}`, adminEmail: `settings.${run}@see.example` });
  admin = school.token;
  schoolName = school.name;
  lindenhofAdmin = await signIn('lehrer.mueller');
});

const week = defaultSchoolPushDays;
/** The settings of the onboarding, at the revision of a school stored without one (1), with `changes`. */
const settings = (changes: Partial<UpdateSchoolSettingsBody> = {}): UpdateSchoolSettingsBody => ({
  revision: 1,
  name: schoolName,
  weatherCityId: '',
  myGroups: 'own',
  encryptData: false,
  untisHolidays: true,
  pushSettings: { student: week, tutor: week, guardian: week },
  ...changes,
});

/** Saves `body` at the revision stored now, as a form loaded just before does. */
const save = async (body: UpdateSchoolSettingsBody) => {
  const { revision } = (await callRoute('getSchoolSettings', { token: admin })).body;
  return callRoute('updateSchoolSettings', { token: admin, body: { ...body, revision } });
};

const post = async (upload: PresignedUpload, file: Blob) => {
  const response = await fetch(upload.url, { method: 'POST', body: uploadFormData(upload, file) });
  await response.arrayBuffer();
  return response.status;
};

/** Asks for an upload of `bytes` as `contentType`, posts them and makes them the logo. */
const uploadLogo = async (bytes: Uint8Array, contentType: 'image/png' | 'image/svg+xml') => {
  const created = await callRoute('createLogoUpload', { token: admin, body: { contentType, size: bytes.byteLength } });
  expect(created.status).toBe(200);
  expect(await post(created.body.upload, new Blob([bytes], { type: contentType }))).toBe(204);
  return callRoute('saveSchoolLogo', { token: admin, body: { uploadId: created.body.uploadId } });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e6b52' } })
    .png()
    .toBuffer();

describe('school settings', () => {
  it('start with the defaults of the onboarding, at revision 1 (stored without one), and save once from it', async () => {
    const answer = await callRoute('getSchoolSettings', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(settings());
    const saved = await callRoute('updateSchoolSettings', { token: admin, body: settings() });
    expect([saved.status, saved.body.revision]).toEqual([200, 2]);
  });

  it('refuses the second of two saves from one revision without writing, and keeps the first', async () => {
    const { revision } = (await callRoute('getSchoolSettings', { token: admin })).body;
    const firstTab = await callRoute('updateSchoolSettings', { token: admin, body: settings({ revision, weatherCityId: '2886242' }) });
    expect([firstTab.status, firstTab.body.revision]).toEqual([200, revision + 1]);
    for (const secondTab of [settings({ revision, myGroups: 'all' }), settings({ revision, name: `${schoolName} (zweiter Tab)` })]) {
      const refused = await callRoute('updateSchoolSettings', { token: admin, body: secondTab });
      expect({ status: refused.status, code: refused.error?.code, fields: refused.error?.fields, writes: refused.ddbWrites }).toEqual({
        status: 409,
        code: 'conflict',
        fields: { revision: 'outdated' },
        writes: 0,
      });
    }
    expect((await callRoute('getSchoolSettings', { token: admin })).body).toEqual(
      settings({ revision: revision + 1, weatherCityId: '2886242' }),
    );
    // 'Meine Fassung speichern': the second tab names the stored revision; the logo does not count.
    await uploadLogo(await png(64, 64), 'image/png');
    const mine = await callRoute('updateSchoolSettings', { token: admin, body: settings({ revision: revision + 1, myGroups: 'all' }) });
    expect([mine.status, mine.body.revision, mine.body.weatherCityId]).toEqual([200, revision + 2, '']);
    await callRoute('deleteSchoolLogo', { token: admin });
    expect((await save(settings())).status).toBe(200);
  });

  it('refuses a save that names no revision', async () => {
    const { revision: _revision, ...unnamed } = settings();
    const refused = await callRoute('updateSchoolSettings', { token: admin, body: unnamed });
    expect([refused.status, refused.error?.code, refused.ddbWrites]).toEqual([400, 'validation-failed', 0]);
  });

  it('saves every setting at once, and the next request of the app sees them', async () => {
    const monday = { starttime: '06:30', endtime: '20:00', allowToDisable: false };
    const changed = settings({
      name: `${schoolName} (neu)`,
      weatherCityId: '2886242',
      myGroups: 'all',
      encryptData: true,
      untisHolidays: false,
      pushSettings: { student: [monday, ...week.slice(1)], tutor: week, guardian: week },
    });
    const saved = await save(changed);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...changed, revision: saved.body.revision });
    expect((await callRoute('getSchoolSettings', { token: admin })).body).toEqual(saved.body);
    expect((await callRoute('getBootstrap', { token: admin })).body.school.name).toBe(changed.name);

    // Back to the old name: the directory entry moves back, and an empty city removes the city.
    const back = await save(settings({ myGroups: 'all' }));
    expect(back.body).toMatchObject({ name: schoolName, weatherCityId: '', myGroups: 'all' });
  });

  it('refuses bad input without writing anything', async () => {
    const invalid: unknown[] = [
      { ...settings(), name: 'ab' },
      { ...settings(), name: 'Schule\nam See' },
      { ...settings(), weatherCityId: 'Köln' },
      { ...settings(), myGroups: 'some' },
      { ...settings(), pushSettings: { student: week.slice(1), tutor: week, guardian: week } },
      {
        ...settings(),
        pushSettings: {
          student: [{ starttime: '18:00', endtime: '07:00', allowToDisable: false }, ...week.slice(1)],
          tutor: week,
          guardian: week,
        },
      },
      {
        ...settings(),
        pushSettings: {
          student: [{ starttime: '04:00', endtime: '07:00', allowToDisable: false }, ...week.slice(1)],
          tutor: week,
          guardian: week,
        },
      },
      {
        ...settings(),
        pushSettings: {
          student: [{ starttime: '07:10', endtime: '18:00', allowToDisable: false }, ...week.slice(1)],
          tutor: week,
          guardian: week,
        },
      },
      { ...settings(), logoKey: 'school-logos/lindenhof/logo.png' },
      { ...settings(), schoolId: 'lindenhof' },
    ];
    for (const body of invalid) {
      const answer = await callRoute('updateSchoolSettings', { token: admin, body });
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.error?.code).toBe('validation-failed');
      expect(answer.ddbWrites).toBe(0);
    }
  });

  it('refuses the name of another school, and leaves other schools untouched', async () => {
    const lindenhofBefore = await callRoute('getSchoolSettings', { token: lindenhofAdmin });
    const taken = await save(settings({ name: ' gesamtschule AM Lindenhof ' }));
    expect(taken.status).toBe(409);
    expect(taken.error?.code).toBe('school-name-taken');
    expect((await callRoute('getSchoolSettings', { token: admin })).body.name).toBe(schoolName);

    await save(settings({ myGroups: 'all', encryptData: true }));
    expect(await callRoute('getSchoolSettings', { token: lindenhofAdmin })).toEqual(lindenhofBefore);
    expect(lindenhofBefore.body.name).toBe('Gesamtschule am Lindenhof');
  });
});

describe('school logo', () => {
  it('renders an uploaded PNG into the logo the side menu shows, and removes it again', async () => {
    const saved = await uploadLogo(await png(600, 300), 'image/png');
    expect(saved.status).toBe(200);
    const url = saved.body.logoUrl ?? '';
    const me = await callRoute('getBootstrap', { token: admin });
    expect(me.body.school.logoUrl).toEqual(expect.stringContaining('school-logos/'));
    const served = await fetch(url);
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: 'png', width: 256, height: 128 });

    const removed = await callRoute('deleteSchoolLogo', { token: admin });
    expect(removed.body.logoUrl).toBeUndefined();
    expect((await callRoute('getBootstrap', { token: admin })).body.school.logoUrl).toBeUndefined();
  });

  it('serves an SVG only as the PNG rendered from it, never the SVG document', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" onload="alert(1)"><script>alert(2)</script><circle cx="60" cy="60" r="50" fill="#c0392b"/></svg>',
    );
    const saved = await uploadLogo(svg, 'image/svg+xml');
    expect(saved.status).toBe(200);
    const bytes = Buffer.from(await (await fetch(saved.body.logoUrl ?? '')).arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.toString('latin1')).not.toContain('script');
    await callRoute('deleteSchoolLogo', { token: admin });
  });

  it('keeps to the limits: PNG or SVG, at most 200 KB, exactly the bytes announced, a real image', async () => {
    const tooLarge = await callRoute('createLogoUpload', { token: admin, body: { contentType: 'image/png', size: MAX_LOGO_BYTES + 1 } });
    expect(tooLarge.error?.code).toBe('validation-failed');
    const gif = await callRoute('createLogoUpload', { token: admin, body: { contentType: 'image/gif', size: 100 } });
    expect(gif.error?.code).toBe('validation-failed');

    const announced = await callRoute('createLogoUpload', { token: admin, body: { contentType: 'image/png', size: 1000 } });
    expect(await post(announced.body.upload, new Blob([new Uint8Array(5000)], { type: 'image/png' }))).toBe(400);
    const missing = await callRoute('saveSchoolLogo', { token: admin, body: { uploadId: announced.body.uploadId } });
    expect(missing).toMatchObject({ status: 409, error: { code: 'logo-upload-missing' } });

    const notAnImage = await uploadLogo(new TextEncoder().encode('kein Bild, nur Text'), 'image/png');
    expect(notAnImage).toMatchObject({ status: 400, error: { code: 'logo-invalid' } });
    expect((await callRoute('getSchoolSettings', { token: admin })).body.logoUrl).toBeUndefined();
  });
});
