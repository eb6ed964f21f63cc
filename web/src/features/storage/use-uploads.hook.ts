import { useEffect, useState } from 'react';
import { hasPreview } from '@shared/storage/storage-rules.js';
import { cancelUpload, confirmUpload, postWithProgress, requestUpload, UploadAborted } from './storage.api.js';
import { uploadProblem, uploadRefusal } from './upload-check.model.js';

/** Spec §3 progress states: waiting, running (0 to 100), then complete, canceled or error. */
export type UploadState = 'waiting' | 'running' | 'complete' | 'canceled' | 'error';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  contentType: string;
  state: UploadState;
  value: number;
  /** The saved item, once complete. */
  itemId?: string;
  /** The error code the API gave, if any (e.g. the quota). */
  code?: string | null;
  /** The rule the file breaks, in words ('Die Datei ist größer als 50 MB.'), when it was refused for one. */
  refusal?: string;
  /** The panel's preview of an image (jpeg, png, gif, svg): the browser shows the chosen file itself. */
  previewUrl?: string;
  /** A saved upload marked removed in the picker: deleted when the picker's choice is taken over. */
  removed?: boolean;
}

interface Job {
  key: string;
  /** Called when the upload is saved (the folder lists load again). */
  onSaved: () => void;
  file: File;
  folderId: string;
  replace: boolean;
}

/** Whether an upload still waits or runs. */
export const isActive = (entry: UploadEntry) => entry.state === 'waiting' || entry.state === 'running';

/** Uploads at a time; the rest wait. */
const PARALLEL_UPLOADS = 2;
let nextKey = 0;

/** The upload queue behind the upload panel: real progress per file, cancel, remove. */
const createQueue = (setEntries: (change: (entries: UploadEntry[]) => UploadEntry[]) => void) => {
  const waiting: Job[] = [];
  const controllers = new Map<string, AbortController>();
  const previews = new Map<string, string>();
  const forget = (key: string) => {
    const preview = previews.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.delete(key);
  };
  const update = (key: string, patch: Partial<UploadEntry>) =>
    setEntries((entries) => entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  const run = async (job: Job) => {
    const controller = new AbortController();
    controllers.set(job.key, controller);
    let uploadId: string | undefined;
    try {
      const problem = uploadProblem(job.file);
      if (problem) {
        update(job.key, { state: 'error', refusal: problem });
        return;
      }
      update(job.key, { state: 'running', value: 0 });
      const requested = await requestUpload(job.folderId, job.file, job.replace);
      uploadId = requested.uploadId;
      await postWithProgress(requested.upload, job.file, (value) => update(job.key, { value }), controller.signal);
      if (controller.signal.aborted) throw new UploadAborted();
      const item = await confirmUpload(uploadId);
      update(job.key, { state: 'complete', value: 100, itemId: item.id });
      job.onSaved();
    } catch (error) {
      const canceled = error instanceof UploadAborted || controller.signal.aborted;
      const code = (error as { code?: string | null }).code ?? null;
      update(job.key, { state: canceled ? 'canceled' : 'error', code, refusal: uploadRefusal(error) ?? undefined });
      // Nothing of a canceled or failed upload stays: the object, the record and the reserved bytes go.
      if (uploadId) await cancelUpload(uploadId).catch(() => undefined);
    } finally {
      controllers.delete(job.key);
      pump();
    }
  };

  const cancelAll = () => {
    for (const job of waiting.splice(0)) update(job.key, { state: 'canceled' });
    controllers.forEach((controller) => controller.abort());
  };

  const pump = () => {
    while (controllers.size < PARALLEL_UPLOADS && waiting.length > 0) {
      const job = waiting.shift();
      if (job) void run(job);
    }
  };

  return {
    start: (files: File[], folderId: string, replaceNames: Set<string>, onSaved: () => void) => {
      const jobs = files.map((file) => ({
        key: `upload-${String((nextKey += 1))}`,
        file,
        folderId,
        replace: replaceNames.has(file.name),
        onSaved,
      }));
      for (const job of jobs) if (hasPreview(job.file.type)) previews.set(job.key, URL.createObjectURL(job.file));
      setEntries((entries) => [
        ...entries,
        ...jobs.map((job) => ({
          key: job.key,
          name: job.file.name,
          size: job.file.size,
          contentType: job.file.type,
          state: 'waiting' as const,
          value: 0,
          previewUrl: previews.get(job.key),
        })),
      ]);
      waiting.push(...jobs);
      pump();
    },
    cancel: (key: string) => {
      const index = waiting.findIndex((job) => job.key === key);
      if (index >= 0) {
        waiting.splice(index, 1);
        update(key, { state: 'canceled' });
      } else controllers.get(key)?.abort();
    },
    cancelAll,
    remove: (key: string) => {
      setEntries((entries) => entries.filter((entry) => entry.key !== key));
      forget(key);
    },
    /** 'Liste leeren': every upload that is over (saved, canceled or failed) leaves the panel. */
    clearFinished: () =>
      setEntries((entries) => {
        entries.filter((entry) => !isActive(entry)).forEach((entry) => forget(entry.key));
        return entries.filter(isActive);
      }),
    /** The page goes away: running uploads are canceled and the previews let go. */
    dispose: () => {
      cancelAll();
      previews.forEach((preview) => URL.revokeObjectURL(preview));
      previews.clear();
    },
    markRemoved: (key: string) => update(key, { removed: true }),
  };
};

export type UploadQueue = Omit<ReturnType<typeof createQueue>, 'start'> & {
  start: (files: File[], folderId: string, replaceNames: Set<string>) => void;
  entries: UploadEntry[];
  running: boolean;
};

/** The page's uploads; they are canceled when the page goes away (the leave dialog asked first). */
export const useUploads = (onSaved: () => void): UploadQueue => {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [queue] = useState(() => createQueue(setEntries));
  useEffect(() => () => queue.dispose(), [queue]);
  const running = entries.some(isActive);
  return {
    ...queue,
    start: (files, folderId, replaceNames) => queue.start(files, folderId, replaceNames, onSaved),
    entries,
    running,
  };
};
