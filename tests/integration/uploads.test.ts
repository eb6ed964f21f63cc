import { beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../scripts/dev-stack/stack-config.js';
import { API_GATEWAY_BODY_LIMIT_BYTES, MAX_API_BODY_BYTES } from '../../shared/errors.js';
import { routes } from '../../shared/routes/index.js';
import { MAX_IMPORT_FILE_BYTES } from '../../shared/schemas/timetable-import.schema.js';
import { uploadFormData, type PresignedUpload } from '../../shared/schemas/upload.schema.js';
import { MAX_IMPORT_BYTES } from '../../shared/user-import/import-format.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { stack } from '../fixtures/local-stack.js';

/**
 * Uploads go to the files bucket with a presigned POST whose policy fixes key, content type and
 * size per purpose (lambdas/_lib/files.ts): the bucket stores exactly that and refuses anything
 * else, locally (the S3 proxy in front of s3rver) as in AWS. Request bodies over the API's limit
 * get 413 'payload-too-large'.
 */
let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const csv = (bytes: number) => new Blob([`Nachname;Vorname;Klasse\n${'x'.repeat(Math.max(0, bytes - 24))}`.slice(0, bytes)]);
const post = async (upload: PresignedUpload, file: Blob, fields: Record<string, string> = {}) => {
  const response = await fetch(upload.url, {
    method: 'POST',
    body: uploadFormData({ ...upload, fields: { ...upload.fields, ...fields } }, file),
  });
  const text = await response.text();
  return { status: response.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] };
};
const userImportUpload = async () => {
  const created = await callRoute('createUserImport', {
    token: people['lehrer.mueller'].token,
    body: { group: 'students', encoding: 'utf-8' },
  });
  expect(created.status).toBe(200);
  return created.body;
};

describe('user import CSV upload (presigned POST)', () => {
  it('stores the file the policy allows, and the server reads it', async () => {
    const { importId, upload } = await userImportUpload();
    expect(upload.fields['Content-Type']).toBe('text/csv');
    expect(upload.fields.key).toBe(`user-imports/lindenhof/${importId}.csv`);
    expect(await post(upload, new Blob(['Nachname;Vorname;Klasse\nWeber;Mia;7a\n']))).toEqual({ status: 204, code: undefined });
    const check = await callRoute('checkUserImport', { token: people['lehrer.mueller'].token, params: { importId } });
    expect(check).toMatchObject({ status: 200, body: { ok: true, total: 1 } });
  });

  it('refuses a file over the purpose maximum and an empty one', async () => {
    const { upload } = await userImportUpload();
    expect(await post(upload, csv(MAX_IMPORT_BYTES + 1))).toEqual({ status: 400, code: 'EntityTooLarge' });
    expect(await post(upload, new Blob([]))).toEqual({ status: 400, code: 'EntityTooSmall' });
  });

  it('refuses another content type, another key and a forged policy', async () => {
    const { upload } = await userImportUpload();
    expect(await post(upload, csv(100), { 'Content-Type': 'text/html' })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(upload, csv(100), { key: 'user-imports/birkenweg/planted.csv' })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(upload, csv(100), { 'x-amz-meta-extra': 'field' })).toEqual({ status: 403, code: 'AccessDenied' });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString()) as { conditions: unknown[] };
    policy.conditions = policy.conditions.filter(
      (condition: unknown) => !Array.isArray(condition) || condition[0] !== 'content-length-range',
    );
    const forged = Buffer.from(JSON.stringify(policy)).toString('base64');
    expect(await post(upload, csv(100), { Policy: forged })).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
  });
});

describe('Untis file upload (presigned POST)', () => {
  it('takes text/plain up to the import file maximum only', async () => {
    const created = await callRoute('createTimetableImport', {
      token: people['lehrer.mueller'].token,
      body: { files: [{ name: 'GPU001.TXT', size: 20 }] },
    });
    expect(created.status).toBe(200);
    const { upload } = defined(created.body.uploads[0], 'an upload');
    expect(upload.fields['Content-Type']).toBe('text/plain');
    expect(await post(upload, new Blob(['x'.repeat(MAX_IMPORT_FILE_BYTES + 1)]))).toEqual({ status: 400, code: 'EntityTooLarge' });
    expect(await post(upload, new Blob(['1;"7a"']), { 'Content-Type': 'application/octet-stream' })).toEqual({
      status: 403,
      code: 'AccessDenied',
    });
    expect(await post(upload, new Blob(['1;"7a"']))).toEqual({ status: 204, code: undefined });
  });

  it('refuses an anonymous PUT into the bucket', async () => {
    const config = loadStackConfig();
    const response = await fetch(`http://127.0.0.1:${config.ports.s3}/${config.names.filesBucket}/timetable-imports/lindenhof/x`, {
      method: 'PUT',
      body: 'x'.repeat(1000),
    });
    expect(response.status).toBe(403);
  });
});

describe('request bodies over the limit', () => {
  const postTicket = (bytes: number) =>
    fetch(`${stack.apiUrl}${routes.createSupportTicket.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'x'.repeat(bytes) }),
    });

  it("answer 413 'payload-too-large' over API Gateway's limit and over the API's own", async () => {
    for (const bytes of [API_GATEWAY_BODY_LIMIT_BYTES + 1024 * 1024, MAX_API_BODY_BYTES + 1]) {
      const response = await postTicket(bytes);
      expect({ bytes, status: response.status, body: await response.json() }).toEqual({
        bytes,
        status: 413,
        body: { error: { code: 'payload-too-large' } },
      });
    }
  });
});
