import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../lambdas/_lib/caller.js';
import type { StorageItem } from '../../shared/schemas/storage.schema.js';
import { uploadFormData, type PresignedUpload } from '../../shared/schemas/upload.schema.js';
import { MAX_STORAGE_FILE_BYTES, MESSENGER_FOLDER_ID } from '../../shared/storage/storage-rules.js';
import { callRoute, type ApiAnswer } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';

/**
 * Personal storage 'Dateien' through the API and the local files bucket: folders, uploads by
 * presigned POST (exact size, content type, key under school and user), confirm, clipboard paste
 * with the spec's rules, quota, download, thumbnails by the job, and that nothing of another user
 * is reachable by id.
 */
let people: DemoPeople;
// The files made here (Ben's 'Referat.txt' in his root, …) would clash with the storage e2e's names.
restoreTableAfterFile();
beforeAll(async () => {
  people = await signInDemoPeople();
});

interface Download {
  url: string;
}
const errorCode = (answer: ApiAnswer) => answer.error?.code;
const as = (who: DemoUsername) => ({ token: people[who].token });
const post = async (upload: PresignedUpload, file: Blob, fields: Record<string, string> = {}) => {
  const response = await fetch(upload.url, {
    method: 'POST',
    body: uploadFormData({ ...upload, fields: { ...upload.fields, ...fields } }, file),
  });
  const text = await response.text();
  return { status: response.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] };
};
const list = async (who: DemoUsername, folderId = 'root') => {
  const answer = await callRoute('listStorageFolder', { ...as(who), params: { folderId } });
  expect(answer.status).toBe(200);
  return answer.body;
};
const newFolder = async (who: DemoUsername, name: string, parent = 'root') => {
  const answer = await callRoute('createStorageFolder', { ...as(who), params: { folderId: parent }, body: { name } });
  expect(answer.status).toBe(200);
  return answer.body;
};
const requestUpload = async (who: DemoUsername, folderId: string, body: Record<string, unknown>) =>
  callRoute('requestStorageUpload', { ...as(who), params: { folderId }, body });
/** Uploads a file completely: request, POST to the bucket, confirm. */
const upload = async (who: DemoUsername, folderId: string, name: string, content: Blob, replace?: boolean) => {
  const requested = await requestUpload(who, folderId, { name, size: content.size, contentType: content.type, replace });
  expect(requested.status).toBe(200);
  const { uploadId, upload: presigned } = requested.body;
  expect(await post(presigned, content)).toEqual({ status: 204, code: undefined });
  const confirmed = await callRoute('confirmStorageUpload', { ...as(who), params: { uploadId } });
  expect(confirmed.status).toBe(200);
  return confirmed.body;
};
const text = (body: string) => new Blob([body], { type: 'text/plain' });
/** A 2×2 PNG. */
const png = new Blob(
  [Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64')],
  { type: 'image/png' },
);

describe('storage: folders and the Messenger folder', () => {
  it('starts with the blocked, locked Messenger folder that cannot be renamed, deleted or filled', async () => {
    const root = await list('schueler.ben');
    const messenger = root.items.find((item) => item.id === MESSENGER_FOLDER_ID);
    expect(messenger).toMatchObject({ name: 'Messenger', type: 'folder', blocked: true, locked: true });
    expect(root.usage.quotaBytes).toBeGreaterThan(0);
    const rename = await callRoute('renameStorageItem', {
      ...as('schueler.ben'),
      params: { itemId: MESSENGER_FOLDER_ID },
      body: { name: 'X' },
    });
    expect(errorCode(rename)).toBe('storage-item-blocked');
    const remove = await callRoute('deleteStorageItem', { ...as('schueler.ben'), params: { itemId: MESSENGER_FOLDER_ID } });
    expect(errorCode(remove)).toBe('storage-item-blocked');
    const into = await requestUpload('schueler.ben', MESSENGER_FOLDER_ID, { name: 'a.txt', size: 3 });
    expect(errorCode(into)).toBe('storage-folder-locked');
    expect((await list('schueler.ben')).items.filter((item) => item.id === MESSENGER_FOLDER_ID)).toHaveLength(1);
  });

  it('creates, renames and lists folders with a breadcrumb of the last two folders; names are unique per folder', async () => {
    const top = await newFolder('lehrer.schmidt', 'Unterricht');
    const middle = await newFolder('lehrer.schmidt', 'Klasse 9b', top.id);
    const inner = await newFolder('lehrer.schmidt', 'Arbeitsblätter', middle.id);
    const listing = await list('lehrer.schmidt', inner.id);
    expect(listing.breadcrumb.map((entry) => entry.name)).toEqual(['Klasse 9b', 'Arbeitsblätter']);
    expect(listing.parentId).toBe(middle.id);
    const clash = await callRoute('createStorageFolder', {
      ...as('lehrer.schmidt'),
      params: { folderId: top.id },
      body: { name: 'klasse 9B' },
    });
    expect(errorCode(clash)).toBe('storage-name-taken');
    const renamed = await callRoute('renameStorageItem', {
      ...as('lehrer.schmidt'),
      params: { itemId: middle.id },
      body: { name: 'Klasse 9c' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Klasse 9c' } });
  });

  it('refuses path tricks and overlong names, each with the code of its rule', async () => {
    const rules = { '..': 'dot_name', '.': 'dot_name', 'a/b': 'path_characters', 'a\\b': 'path_characters', '': 'too_small' };
    for (const [name, rule] of [...Object.entries(rules), ['x'.repeat(201), 'too_big']]) {
      const answer = await callRoute('createStorageFolder', { ...as('schueler.ben'), params: { folderId: 'root' }, body: { name } });
      expect(answer).toMatchObject({ status: 400, body: { error: { code: 'validation-failed', fields: { 'body.name': rule } } } });
    }
  });
});

describe('storage: uploads', () => {
  it('stores an upload of exactly the announced size and type under the school and user, and downloads it by its name', async () => {
    const name = 'Prüfung März Übersicht.txt';
    const requested = await requestUpload('schueler.anna', 'root', { name, size: 11, contentType: 'text/plain' });
    const { uploadId, upload: presigned } = requested.body;
    expect(presigned.fields.key).toBe(`storage/lindenhof/${people['schueler.anna'].uid}/${uploadId}.txt`);
    expect(await post(presigned, text('zu lang für die Policy'))).toEqual({ status: 400, code: 'EntityTooLarge' });
    expect(await post(presigned, text('kurz'))).toEqual({ status: 400, code: 'EntityTooSmall' });
    expect(await post(presigned, text('hallo welt!'), { 'Content-Type': 'text/html' })).toMatchObject({ status: 403 });
    expect(await post(presigned, text('hallo welt!'), { key: `storage/lindenhof/${people['schueler.ben'].uid}/x.txt` })).toMatchObject({
      status: 403,
    });
    expect(await post(presigned, text('hallo welt!'))).toEqual({ status: 204, code: undefined });
    const confirmed = await callRoute('confirmStorageUpload', { ...as('schueler.anna'), params: { uploadId } });
    expect(confirmed.body).toMatchObject({ name, fileSize: 11, contentType: 'text/plain', type: 'file' });
    const download = await callRoute('getStorageDownload', { ...as('schueler.anna'), params: { itemId: uploadId } });
    const file = await fetch((download.body as Download).url);
    expect(await file.text()).toBe('hallo welt!');
    // RFC 6266: the name as it is (RFC 5987), and spelled out in ASCII for a client that reads only `filename`.
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Pruefung Maerz Uebersicht.txt"; filename*=UTF-8''Pr%C3%BCfung%20M%C3%A4rz%20%C3%9Cbersicht.txt`,
    );
  });

  it('refuses oversize files in the API and shows unknown content types as unknown', async () => {
    const tooBig = await requestUpload('schueler.anna', 'root', { name: 'gross.bin', size: MAX_STORAGE_FILE_BYTES + 1 });
    expect(tooBig).toMatchObject({ status: 400, body: { error: { fields: { 'body.size': 'too_big' } } } });
    const html = await upload('schueler.anna', 'root', 'seite.html', new Blob(['<b>x</b>'], { type: 'text/html' }));
    expect(html.contentType).toBe('unknown');
  });

  it('confirming before the object arrived is refused; a cancelled upload leaves no item, object or reserved bytes', async () => {
    const before = (await list('schueler.anna')).usage.usedBytes;
    const requested = await requestUpload('schueler.anna', 'root', { name: 'abbruch.txt', size: 5, contentType: 'text/plain' });
    const { uploadId, upload: presigned } = requested.body;
    expect((await list('schueler.anna')).usage.usedBytes).toBe(before + 5);
    const early = await callRoute('confirmStorageUpload', { ...as('schueler.anna'), params: { uploadId } });
    expect(errorCode(early)).toBe('storage-upload-missing');
    expect(await post(presigned, text('abcde'))).toMatchObject({ status: 204 });
    expect(await callRoute('cancelStorageUpload', { ...as('schueler.anna'), params: { uploadId } })).toMatchObject({
      status: 200,
      body: { deleted: 1 },
    });
    const after = await list('schueler.anna');
    expect(after.usage.usedBytes).toBe(before);
    expect(after.items.some((item) => item.name === 'abbruch.txt')).toBe(false);
    expect((await callRoute('confirmStorageUpload', { ...as('schueler.anna'), params: { uploadId } })).status).toBe(404);
  });

  it('keeps both files under a (Kopie) name, or replaces the file of the same name', async () => {
    const folder = await newFolder('schueler.anna', 'Ersetzen-Test');
    await upload('schueler.anna', folder.id, 'Plan.txt', text('eins'));
    const kept = await upload('schueler.anna', folder.id, 'Plan.txt', text('zwei'));
    expect(kept.name).toBe('Plan (Kopie).txt');
    const replaced = await upload('schueler.anna', folder.id, 'Plan.txt', text('drei!'), true);
    expect(replaced.name).toBe('Plan.txt');
    const names = (await list('schueler.anna', folder.id)).items.map((item) => item.name).sort();
    expect(names).toEqual(['Plan (Kopie).txt', 'Plan.txt']);
  });

  it('makes 100 and 200 px previews of an image with the job; a broken image gets the warning state', async () => {
    const folder = await newFolder('schueler.anna', 'Bilder');
    const image = await upload('schueler.anna', folder.id, 'punkt.png', png);
    expect(image.thumbnail).toBe('pending');
    const broken = await upload('schueler.anna', folder.id, 'kaputt.png', new Blob(['kein bild'], { type: 'image/png' }));
    let items: StorageItem[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      items = (await list('schueler.anna', folder.id)).items;
      if (items.every((item) => item.thumbnail !== 'pending')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const ready = items.find((item) => item.id === image.id);
    expect(ready?.thumbnail).toBe('ready');
    const thumbnail = await fetch(ready?.thumbnailUrl ?? '');
    expect(thumbnail.status).toBe(200);
    expect(items.find((item) => item.id === broken.id)?.thumbnail).toBe('failed');
  });
});

describe('storage: clipboard paste', () => {
  it('copies a file twice into a folder: the second gets (Kopie); the object is copied', async () => {
    const source = await upload('schueler.ben', 'root', 'Referat.txt', text('Inhalt'));
    const target = await newFolder('schueler.ben', 'Kopie-Ziel');
    const paste = () =>
      callRoute('pasteStorageItems', {
        ...as('schueler.ben'),
        params: { folderId: target.id },
        body: { mode: 'copy', itemIds: [source.id] },
      });
    expect((await paste()).body.pasted.map((item) => item.name)).toEqual(['Referat.txt']);
    const second = (await paste()).body;
    expect(second.pasted.map((item) => item.name)).toEqual(['Referat (Kopie).txt']);
    const download = await callRoute('getStorageDownload', {
      ...as('schueler.ben'),
      params: { itemId: defined(second.pasted[0], 'the second copy').id },
    });
    expect(await (await fetch((download.body as Download).url)).text()).toBe('Inhalt');
  });

  it('moves folders with their content, skips moves into the same folder, into itself and blocked items', async () => {
    const a = await newFolder('schueler.ben', 'Projekt A');
    const b = await newFolder('schueler.ben', 'Projekt B');
    const inner = await newFolder('schueler.ben', 'Unterordner', a.id);
    const file = await upload('schueler.ben', inner.id, 'tief.txt', text('tief'));
    const move = await callRoute('pasteStorageItems', {
      ...as('schueler.ben'),
      params: { folderId: b.id },
      body: { mode: 'move', itemIds: [a.id, MESSENGER_FOLDER_ID, 'nicht-da'] },
    });
    expect(move.body.pasted.map((item) => item.name)).toEqual(['Projekt A']);
    expect(move.body.skipped).toEqual([
      { id: 'nicht-da', reason: 'not-found' },
      { id: MESSENGER_FOLDER_ID, reason: 'blocked' },
    ]);
    const deep = await list('schueler.ben', inner.id);
    expect(deep.breadcrumb.map((entry) => entry.name)).toEqual(['Projekt A', 'Unterordner']);
    expect(deep.items.map((item) => item.id)).toEqual([file.id]);
    const intoItself = await callRoute('pasteStorageItems', {
      ...as('schueler.ben'),
      params: { folderId: inner.id },
      body: { mode: 'move', itemIds: [a.id] },
    });
    expect(intoItself.body.skipped).toEqual([{ id: a.id, reason: 'into-itself' }]);
    const same = await callRoute('pasteStorageItems', {
      ...as('schueler.ben'),
      params: { folderId: b.id },
      body: { mode: 'move', itemIds: [a.id] },
    });
    expect(same.body.skipped).toEqual([{ id: a.id, reason: 'already-there' }]);
  });

  it('copies a folder with everything inside and deleting a folder gives its bytes back', async () => {
    const before = (await list('schueler.ben')).usage.usedBytes;
    const folder = await newFolder('schueler.ben', 'Mappe');
    await upload('schueler.ben', folder.id, 'blatt.txt', text('12345'));
    const copy = await callRoute('pasteStorageItems', {
      ...as('schueler.ben'),
      params: { folderId: 'root' },
      body: { mode: 'copy', itemIds: [folder.id] },
    });
    const copied = defined(copy.body.pasted[0], 'the folder copy');
    expect(copied.name).toBe('Mappe (Kopie)');
    expect((await list('schueler.ben', copied.id)).items.map((item) => item.name)).toEqual(['blatt.txt']);
    expect((await list('schueler.ben')).usage.usedBytes).toBe(before + 10);
    for (const id of [folder.id, copied.id])
      expect(await callRoute('deleteStorageItem', { ...as('schueler.ben'), params: { itemId: id } })).toMatchObject({
        status: 200,
        body: { deleted: 2 },
      });
    expect((await list('schueler.ben')).usage.usedBytes).toBe(before);
  });
});

describe("storage: nobody reaches another user's items", () => {
  it("answers 404 for another user's folder, file and upload ids, and guardians have no storage", async () => {
    const folder = await newFolder('schueler.anna', 'Privat');
    const file = await upload('schueler.anna', folder.id, 'geheim.txt', text('geheim'));
    const pending = (await requestUpload('schueler.anna', 'root', { name: 'offen.txt', size: 4 })).body;
    for (const who of ['schueler.ben', 'lehrer.schmidt', 'schueler.lena'] as const) {
      expect((await callRoute('listStorageFolder', { ...as(who), params: { folderId: folder.id } })).status).toBe(404);
      expect((await callRoute('getStorageDownload', { ...as(who), params: { itemId: file.id } })).status).toBe(404);
      expect((await callRoute('renameStorageItem', { ...as(who), params: { itemId: file.id }, body: { name: 'meins.txt' } })).status).toBe(
        404,
      );
      expect((await callRoute('deleteStorageItem', { ...as(who), params: { itemId: file.id } })).status).toBe(404);
      expect((await callRoute('confirmStorageUpload', { ...as(who), params: { uploadId: pending.uploadId } })).status).toBe(404);
      expect((await callRoute('cancelStorageUpload', { ...as(who), params: { uploadId: pending.uploadId } })).status).toBe(404);
      expect((await requestUpload(who, folder.id, { name: 'x.txt', size: 1 })).status).toBe(404);
      const paste = await callRoute('pasteStorageItems', {
        ...as(who),
        params: { folderId: 'root' },
        body: { mode: 'copy', itemIds: [file.id] },
      });
      expect(paste.body.skipped).toEqual([{ id: file.id, reason: 'not-found' }]);
    }
    expect((await callRoute('listStorageFolder', { ...as('eltern.weber'), params: { folderId: 'root' } })).status).toBe(403);
    expect((await list('schueler.anna', folder.id)).items.map((item) => item.name)).toEqual(['geheim.txt']);
    await callRoute('cancelStorageUpload', { ...as('schueler.anna'), params: { uploadId: pending.uploadId } });
  });

  it('finds own items by name only', async () => {
    const found = await callRoute('searchStorage', { ...as('schueler.ben'), query: { q: 'geheim' } });
    expect(found.body.items).toEqual([]);
    const own = await callRoute('searchStorage', { ...as('schueler.anna'), query: { q: 'GEHEIM' } });
    expect(own.body.items.map((item) => item.name)).toContain('geheim.txt');
    // Each hit says where it lies (the folder names from the root down), the answer how many there are.
    expect(own.body.items.find((item) => item.name === 'geheim.txt')?.folderPath).toEqual(['Privat']);
    expect(own.body.total).toBe(own.body.items.length);
  });
});

/**
 * The storage service and the files helpers as the jobs run them, against this stack's table and
 * bucket; `bucketUrl` is one of the bucket's presigned URLs (path style: the bucket comes first).
 */
const inProcess = async (bucketUrl: URL) => {
  useStackDynamoDb();
  process.env.AWS_ENDPOINT_URL_S3 = bucketUrl.origin;
  process.env.FILES_BUCKET = bucketUrl.pathname.split('/')[1];
  process.env.AWS_REGION ??= 'eu-central-1';
  const [uploads, paste, files, entities] = await Promise.all([
    import('../../lambdas/storage/storage-uploads.service.js'),
    import('../../lambdas/storage/storage-paste.service.js'),
    import('../../lambdas/_lib/files.js'),
    import('../../lambdas/storage/storage-item.entity.js'),
  ]);
  /** The cleanup's hourly run once every upload started so far is stale. */
  const cleanUp = () => uploads.discardStaleUploads(new Date(Date.now() + (uploads.UPLOAD_STALE_HOURS + 1) * 3_600_000));
  return { ...paste, ...files, ...entities, cleanUp };
};
const callerOf = (who: DemoUsername) => ({ uid: people[who].uid, schoolId: 'lindenhof' }) as Caller;

describe('storage: the cleanup job', () => {
  it('discards uploads a closed browser left: object, record and reserved bytes', async () => {
    const before = (await list('schueler.anna')).usage.usedBytes;
    const requested = (await requestUpload('schueler.anna', 'root', { name: 'vergessen.txt', size: 4, contentType: 'text/plain' })).body;
    expect(await post(requested.upload, text('halb'))).toMatchObject({ status: 204 });
    const { cleanUp, fileSize } = await inProcess(new URL(requested.upload.url));
    expect(await cleanUp()).toBeGreaterThanOrEqual(1);
    expect(await fileSize(defined(requested.upload.fields.key, 'the object key'))).toBeNull();
    expect((await list('schueler.anna')).usage.usedBytes).toBe(before);
    expect((await callRoute('confirmStorageUpload', { ...as('schueler.anna'), params: { uploadId: requested.uploadId } })).status).toBe(
      404,
    );
  });

  it('removes an object posted with the still valid policy after the cancel, and gives no bytes back twice', async () => {
    const before = (await list('schueler.anna')).usage.usedBytes;
    const requested = (await requestUpload('schueler.anna', 'root', { name: 'spaet.txt', size: 5, contentType: 'text/plain' })).body;
    const cancel = () => callRoute('cancelStorageUpload', { ...as('schueler.anna'), params: { uploadId: requested.uploadId } });
    expect(await cancel()).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect((await cancel()).status).toBe(404);
    expect((await list('schueler.anna')).usage.usedBytes).toBe(before);
    // The policy lives on for its hour: the object arrives although nothing of the upload is left to confirm.
    expect(await post(requested.upload, text('spaet'))).toEqual({ status: 204, code: undefined });
    const objectKey = defined(requested.upload.fields.key, 'the object key');
    const { cleanUp, fileSize } = await inProcess(new URL(requested.upload.url));
    expect(await fileSize(objectKey)).toBe(5);
    expect((await callRoute('confirmStorageUpload', { ...as('schueler.anna'), params: { uploadId: requested.uploadId } })).status).toBe(
      404,
    );
    expect(await cleanUp()).toBeGreaterThanOrEqual(1);
    expect(await fileSize(objectKey)).toBeNull();
    expect((await list('schueler.anna')).usage.usedBytes).toBe(before);
    expect((await list('schueler.anna')).items.some((item) => item.name === 'spaet.txt')).toBe(false);
  });
});

describe('storage: a paste that fails', () => {
  it('deletes the copies it made, writes no item and gives the bytes back', async () => {
    const source = await upload('schueler.ben', 'root', 'Kopiervorlage.txt', text('Vorlage'));
    const target = await newFolder('schueler.ben', 'Fehlschlag-Ziel');
    const before = (await list('schueler.ben')).usage.usedBytes;
    const download = async () => {
      const answer = await callRoute('getStorageDownload', { ...as('schueler.ben'), params: { itemId: source.id } });
      return new URL((answer.body as Download).url);
    };
    const { pasteItems, fileSize, storageItemEntity } = await inProcess(await download());
    // The batch write after the S3 copies fails.
    let written: { objectKey?: string }[] = [];
    const put = vi.spyOn(storageItemEntity, 'put').mockImplementationOnce((items) => {
      written = [items].flat();
      return { go: () => Promise.reject(new Error('batch write failed')) } as unknown as ReturnType<typeof storageItemEntity.put>;
    });
    try {
      await expect(pasteItems(callerOf('schueler.ben'), target.id, 'copy', [source.id])).rejects.toThrow('batch write failed');
    } finally {
      put.mockRestore();
    }
    const copyKey = defined(written[0]?.objectKey, "the copy's object key");
    expect(copyKey).toContain(people['schueler.ben'].uid);
    expect(await fileSize(copyKey)).toBeNull();
    expect(await (await fetch(await download())).text()).toBe('Vorlage');
    expect((await list('schueler.ben', target.id)).items).toEqual([]);
    expect((await list('schueler.ben')).usage.usedBytes).toBe(before);
  });
});
