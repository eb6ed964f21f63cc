import * as z from 'zod';

/**
 * Where and how the browser uploads a file: a presigned POST to the files bucket. The form sends
 * every field as given, then the file as the last field (uploadFormData).
 */
export const presignedUploadSchema = z.object({ url: z.url(), fields: z.record(z.string(), z.string()) });
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

/** The POST body of an upload: the policy's fields as given, the file last (S3 ignores fields after it). */
export const uploadFormData = (upload: PresignedUpload, file: Blob) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  return form;
};
