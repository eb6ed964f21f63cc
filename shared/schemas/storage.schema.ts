import * as z from 'zod';
import { hasNoPathSeparator, isDotName, MAX_PASTE_ITEMS, MAX_STORAGE_FILE_BYTES, THUMBNAIL_SIZES } from '../storage/storage-rules.js';
import { idSchema } from './common.schema.js';
import { singleLineText } from './text.schema.js';
import { presignedUploadSchema } from './upload.schema.js';

/** Longest name of a file or folder. */
export const STORAGE_NAME_MAX = 200;
/** A file or folder name: one line, no path separators ('path_characters'), not '.' or '..' ('dot_name'). */
export const storageNameSchema = singleLineText({ min: 1, max: STORAGE_NAME_MAX })
  .refine(hasNoPathSeparator, { params: { code: 'path_characters' } })
  .refine((name) => !isDotName(name), { params: { code: 'dot_name' } });

export const storageItemTypes = ['file', 'folder'] as const;
export const thumbnailStates = ['none', 'pending', 'ready', 'failed'] as const;

/** One entry of a folder (spec §3 file item), as the explorer shows it. */
export const storageItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(storageItemTypes),
  folderId: z.string(),
  /** 'unknown' when the upload did not declare a type we know. */
  contentType: z.string(),
  extension: z.string(),
  fileSize: z.number().int().nonnegative(),
  blocked: z.boolean(),
  locked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  thumbnail: z.enum(thumbnailStates),
  /** A short-lived URL of the preview in the requested size, when one was made. */
  thumbnailUrl: z.url().optional(),
});
export type StorageItem = z.infer<typeof storageItemSchema>;

export const storageUsageSchema = z.object({ usedBytes: z.number().int().nonnegative(), quotaBytes: z.number().int().positive() });
export type StorageUsage = z.infer<typeof storageUsageSchema>;

export const folderParamsSchema = z.object({ folderId: idSchema }).strict();
export const itemParamsSchema = z.object({ itemId: idSchema }).strict();
export const uploadParamsSchema = z.object({ uploadId: idSchema }).strict();

export const folderQuerySchema = z
  .object({
    /** Where the previous page ended (the oldest item's id). */
    after: idSchema.optional(),
    thumbnailSize: z.enum(THUMBNAIL_SIZES.map(String) as ['100', '200']).optional(),
  })
  .strict();

/** A folder page: its newest items (300), the last two folders above it and the user's usage. */
export const folderListingSchema = z.object({
  folder: z.object({ id: z.string(), name: z.string(), blocked: z.boolean(), locked: z.boolean() }),
  /** The last 2 folders of the path, root side first (the current folder last). */
  breadcrumb: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Whether the root is above the breadcrumb's first entry. */
  parentId: z.string().nullable(),
  items: z.array(storageItemSchema),
  /** Set when older items follow: pass it as `after` for the next page. */
  nextAfter: z.string().optional(),
  usage: storageUsageSchema,
});
export type FolderListing = z.infer<typeof folderListingSchema>;

export const searchQuerySchema = z.object({ q: singleLineText({ min: 3, max: 100 }) }).strict();
/** A search hit: the item and the names of the folders above it, root side first ([] in the root). */
export const storageSearchHitSchema = storageItemSchema.extend({ folderPath: z.array(z.string()) });
export type StorageSearchHit = z.infer<typeof storageSearchHitSchema>;
/** The newest 100 hits and how many there are in all. */
export const searchResultSchema = z.object({ items: z.array(storageSearchHitSchema), total: z.number().int().nonnegative() });

export const createFolderBodySchema = z.object({ name: storageNameSchema }).strict();
export const renameBodySchema = z.object({ name: storageNameSchema }).strict();

export const requestUploadBodySchema = z
  .object({
    name: storageNameSchema,
    size: z.number().int().min(1).max(MAX_STORAGE_FILE_BYTES),
    /** What the browser says; unknown types are stored as application/octet-stream. */
    contentType: z.string().max(200).optional(),
    /** 'Ersetzen?': replace the file of the same name in the folder when the upload completes. */
    replace: z.boolean().optional(),
  })
  .strict();
export const requestedUploadSchema = z.object({ uploadId: z.string(), name: z.string(), upload: presignedUploadSchema });
export type RequestedUpload = z.infer<typeof requestedUploadSchema>;

export const pasteBodySchema = z
  .object({ mode: z.enum(['copy', 'move']), itemIds: z.array(idSchema).min(1).max(MAX_PASTE_ITEMS) })
  .strict();
export const pasteResultSchema = z.object({
  pasted: z.array(storageItemSchema),
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(['blocked', 'already-there', 'into-itself', 'not-found']) })),
});
export type PasteResult = z.infer<typeof pasteResultSchema>;

export const deletedSchema = z.object({ deleted: z.number().int().nonnegative() });
export const downloadSchema = z.object({ url: z.url(), fileName: z.string() });
