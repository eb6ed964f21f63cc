import autocannon from 'autocannon';
import { buildPath, routes, type RouteName } from '../../shared/routes/index.js';
import type { FolderListing, PasteResult, RequestedUpload, StorageItem } from '../../shared/schemas/storage.schema.js';
import { uploadFormData } from '../../shared/schemas/upload.schema.js';
import type { BenchFlow } from './bench-flow.js';

const USER = 'lehrer.klein';
const UPLOAD_BYTES = 50_000_000;
const LIST_ITEMS = 300;
const PASTE_ITEMS = 100;
const LIST_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const call = async <T>(apiUrl: string, token: string, name: RouteName, params: Record<string, string> = {}, body?: unknown) => {
  const definition = routes[name];
  const response = await fetch(`${apiUrl}${buildPath(definition.path, params)}`, {
    method: definition.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: definition.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${name} answered ${String(response.status)}: ${await response.text()}`);
  return (await response.json()) as T;
};

const newFolder = (apiUrl: string, token: string, name: string) =>
  call<StorageItem>(apiUrl, token, 'createStorageFolder', { folderId: 'root' }, { name: `${name} ${Date.now().toString(36)}` });

/** Request, POST to the bucket, confirm: the whole upload as the browser does it. */
const uploadFile = async (apiUrl: string, token: string, folderId: string, name: string, bytes: Uint8Array) => {
  const requested = await call<RequestedUpload>(apiUrl, token, 'requestStorageUpload', { folderId }, { name, size: bytes.length });
  const started = Date.now();
  const posted = await fetch(requested.upload.url, {
    method: 'POST',
    body: uploadFormData(requested.upload, new Blob([bytes])),
  });
  if (!posted.ok) throw new Error(`upload answered ${String(posted.status)}`);
  const seconds = (Date.now() - started) / 1000;
  const item = await call<StorageItem>(apiUrl, token, 'confirmStorageUpload', { uploadId: requested.uploadId });
  return { item, seconds };
};

/** A folder of `count` small files: one upload, then copies pasted into the same folder (doubling). */
const fillFolder = async (apiUrl: string, token: string, folderId: string, count: number) => {
  const { item } = await uploadFile(apiUrl, token, folderId, 'Blatt.txt', new TextEncoder().encode('Arbeitsblatt'));
  const ids = [item.id];
  while (ids.length < count) {
    const batch = ids.slice(0, Math.min(ids.length, count - ids.length));
    const result = await call<PasteResult>(apiUrl, token, 'pasteStorageItems', { folderId }, { mode: 'copy', itemIds: batch });
    ids.push(...result.pasted.map((pasted) => pasted.id));
  }
  return ids;
};

/** 50 MB through the presigned POST to the local bucket (S3 proxy, policy check, s3rver), as MB/s. */
export const storageUploadFlow: BenchFlow = {
  name: 'files: upload (50 MB, presigned POST, local)',
  run: async ({ apiUrl, signIn }) => {
    const token = await signIn(USER);
    const folder = await newFolder(apiUrl, token, 'Bench-Upload');
    const bytes = new Uint8Array(UPLOAD_BYTES).fill(42);
    const { seconds } = await uploadFile(apiUrl, token, folder.id, 'gross.bin', bytes);
    await call(apiUrl, token, 'deleteStorageItem', { itemId: folder.id });
    return {
      megabytes: UPLOAD_BYTES / 1_000_000,
      seconds: Number(seconds.toFixed(2)),
      mb_per_second: Number((UPLOAD_BYTES / 1_000_000 / seconds).toFixed(1)),
    };
  },
};

/** A folder of 300 items read by 50 connections: latency and DynamoDB requests per call. */
export const storageListFlow: BenchFlow = {
  name: `files: list (folder of ${String(LIST_ITEMS)} items, 50 connections)`,
  run: async ({ apiUrl, signIn }) => {
    const token = await signIn(USER);
    const folder = await newFolder(apiUrl, token, 'Bench-Liste');
    await fillFolder(apiUrl, token, folder.id, LIST_ITEMS);
    const url = `${apiUrl}${buildPath(routes.listStorageFolder.path, { folderId: folder.id })}`;
    const headers = { authorization: `Bearer ${token}` };
    const probe = await fetch(url, { headers });
    const listing = (await probe.json()) as FolderListing;
    const result = await autocannon({ url, headers, connections: 50, duration: LIST_SECONDS });
    await call(apiUrl, token, 'deleteStorageItem', { itemId: folder.id });
    return {
      items: listing.items.length,
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      rps: Math.round(result.requests.average),
      errors: result.errors + result.timeouts + result.non2xx,
      ddb_requests_per_call: Number(probe.headers.get('x-ddb-requests')),
    };
  },
};

/** Copy 100 files into another folder in one paste (server-side S3 copies and one batch of writes). */
export const storagePasteFlow: BenchFlow = {
  name: `files: paste (${String(PASTE_ITEMS)} items, copy)`,
  run: async ({ apiUrl, signIn }) => {
    const token = await signIn(USER);
    const source = await newFolder(apiUrl, token, 'Bench-Quelle');
    const target = await newFolder(apiUrl, token, 'Bench-Ziel');
    const ids = await fillFolder(apiUrl, token, source.id, PASTE_ITEMS);
    const started = Date.now();
    const result = await call<PasteResult>(apiUrl, token, 'pasteStorageItems', { folderId: target.id }, { mode: 'copy', itemIds: ids });
    const seconds = (Date.now() - started) / 1000;
    for (const folder of [source, target]) await call(apiUrl, token, 'deleteStorageItem', { itemId: folder.id });
    return { pasted: result.pasted.length, seconds: Number(seconds.toFixed(2)) };
  },
};
