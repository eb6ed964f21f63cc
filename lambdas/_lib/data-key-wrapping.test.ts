import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataKey } from './data-key-generation.js';
import { unwrapDataKey } from './data-key-unwrap.js';
import { localMasterKey } from './local-master-key.js';

const folder = mkdtempSync(path.join(tmpdir(), 'master-key-'));
const file = path.join(folder, 'local-master.key');

beforeAll(() => {
  process.env.LOCAL_MASTER_KEY_FILE = file;
});
afterAll(() => {
  delete process.env.LOCAL_MASTER_KEY_FILE;
  rmSync(folder, { recursive: true, force: true });
});

describe('the local wrapping of school data keys', () => {
  it('makes the master key file once (32 bytes, owner only) and keeps it', () => {
    const first = localMasterKey(file);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(localMasterKey(file)).toEqual(first);
    expect(readFileSync(file)).toEqual(first);
  });

  it('unwraps a generated key to the same 32 bytes, only for the school it was made for', async () => {
    const made = await generateDataKey('school-a');
    expect(made).toMatchObject({ schoolId: 'school-a', wrapping: 'local' });
    expect(made.plain).toHaveLength(32);
    expect(made.wrappedKey).not.toContain(made.plain.toString('base64'));
    expect(await unwrapDataKey(made)).toEqual(made.plain);
    await expect(unwrapDataKey({ ...made, schoolId: 'school-b' })).rejects.toThrow();
    expect((await generateDataKey('school-a')).plain).not.toEqual(made.plain);
  });
});
