import { PDFDocument } from '@cantoo/pdf-lib';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingDemoPeople, type PendingPerson } from '../../scripts/seed/demo-pending-people.js';
import { generateUsername } from '../../shared/generated-username.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { pdfPageContents, standardFontHex } from '../fixtures/pdf-text.js';

/**
 * Code export of the admin area against the local stack: the presigned link serves the file from
 * s3rver. Uses pending students 21 to 30 and tutor 4 (other tests register others).
 */
const student = (index: number, schoolId = 'lindenhof') =>
  pendingDemoPeople.filter((person) => person.role === 'student' && person.schoolId === schoolId)[index - 1] as Required<PendingPerson>;
const tutor = (index: number) =>
  defined(pendingDemoPeople.filter((person) => person.role === 'tutor')[index - 1], `pending demo tutor ${index}`);
const otherSchool = pendingDemoPeople.filter((person) => person.schoolId === 'birkenweg') as Required<PendingPerson>[];

const appOrigin = 'http://127.0.0.1:5173';
let admin: string;

const exportCodes = async (audience: 'tutors' | 'students' | 'guardians', format: 'csv' | 'pdf', token = admin) =>
  callRoute('createCodeExport', { token, body: { audience, format, appOrigin } });

const download = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { bytes: new Uint8Array(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') };
};

const csvRows = (bytes: Uint8Array) => {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1).trim(), { delimiter: ';' }).data;
};

beforeAll(async () => {
  admin = await signIn('lehrer.mueller');
});

describe('code export', () => {
  it("gives the admin a presigned CSV of the school's students with unused codes, sorted by class and name", async () => {
    const answer = await exportCodes('students', 'csv');
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toMatch(/^Aktivierungscodes-SchuelerInnen-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(new URL(answer.body.url).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(new URL(answer.body.url).pathname).toContain('/code-exports/lindenhof/');

    const { bytes, disposition } = await download(answer.body.url);
    expect(disposition).toBe(`attachment; filename=${answer.body.fileName}`);
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual(['Nachname', 'Vorname', 'Klasse', 'Code']);
    expect(rows.length).toBe(answer.body.count);
    for (const index of [21, 22, 26, 30]) {
      const person = student(index);
      expect(rows).toContainEqual([person.lastname, person.firstname, person.groupDisplayName, person.code]);
    }
    const classes = rows.map((row) => row[2] ?? '');
    expect(classes).toEqual([...classes].sort((a, b) => a.localeCompare(b, 'de', { numeric: true })));
    const allCodes = rows.map((row) => row[3]);
    for (const person of otherSchool) expect(allCodes).not.toContain(person.code);
  });

  it('leaves out codes that were used for a registration', async () => {
    const used = student(25);
    const registered = await callRoute('registerStudent', {
      body: { code: used.code, username: generateUsername(Math.random, 'export'), password: 'geheim123' },
    });
    expect(registered.status).toBe(200);
    const { bytes } = await download((await exportCodes('students', 'csv')).body.url);
    const codes = csvRows(bytes).map((row) => row[3]);
    expect(codes).not.toContain(used.code);
    expect(codes).toContain(student(24).code);
  });

  it("exports tutors' codes and the students' guardian codes (name and class of the child)", async () => {
    const tutors = csvRows((await download((await exportCodes('tutors', 'csv')).body.url)).bytes);
    expect(tutors).toContainEqual([tutor(4).lastname, tutor(4).firstname, '', tutor(4).code]);

    const guardians = csvRows((await download((await exportCodes('guardians', 'csv')).body.url)).bytes);
    const child = student(28);
    expect(guardians).toContainEqual([child.lastname, child.firstname, child.groupDisplayName, child.guardianCode]);
    for (const person of otherSchool) expect(guardians.map((row) => row[3])).not.toContain(person.guardianCode);
  });

  it("prints code cards with the school's template, ten per A4 page", async () => {
    const template = { heading: 'Willkommen am Lindenhof', intro: 'Dein persönlicher Zugang für die Schulapp. Bitte gut aufbewahren!' };
    const saved = await callRoute('updateCodeCardTemplate', { token: admin, body: template });
    expect(saved).toMatchObject({ status: 200, body: template });
    expect((await callRoute('getCodeCardTemplate', { token: admin })).body).toEqual(template);

    const answer = await exportCodes('students', 'pdf');
    expect(answer.body.fileName).toMatch(/^Kopiervorlagen-SchuelerInnen-.*\.pdf$/);
    const { bytes } = await download(answer.body.url);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(Math.ceil(answer.body.count / 10));
    const pages = (await pdfPageContents(bytes)).join('\n');
    const person = student(26);
    for (const text of [
      'Gesamtschule am Lindenhof',
      template.heading,
      person.displayName,
      `Klasse ${person.groupDisplayName}`,
      person.code,
      `${appOrigin}/signUp`,
    ]) {
      expect(pages).toContain(await standardFontHex(text));
    }
  });

  it('refuses everyone but admins, and malformed requests without writing', async () => {
    for (const login of ['lehrer.schmidt', 'schueler.anna', 'eltern.weber', 'lehrer.klein']) {
      const token = await signIn(login);
      expect((await exportCodes('students', 'csv', token)).body).toEqual({ error: { code: 'not-admin' } });
      expect((await callRoute('updateCodeCardTemplate', { token, body: { heading: 'x', intro: '' } })).status).toBe(403);
    }
    expect((await callRoute('createCodeExport', { body: { audience: 'students', format: 'csv', appOrigin } })).status).toBe(401);
    const badOrigin = await callRoute('createCodeExport', {
      token: admin,
      body: { audience: 'students', format: 'csv', appOrigin: 'javascript:alert(1)' },
    });
    expect(badOrigin).toMatchObject({ status: 400, body: { error: { code: 'validation-failed' } } });
    const emptyHeading = await callRoute('updateCodeCardTemplate', { token: admin, body: { heading: '  ', intro: '' } });
    expect(emptyHeading).toMatchObject({ status: 400, ddbWrites: 0 });
  });
});
