/**
 * The app's own URL of an uploaded file: `/cms-api/{media|documents}/file/{name}`. Payload's upload
 * collections answer it (reading from the bucket when S3 is on, src/plugins/storage.ts), so the URL is
 * the same wherever the file lives.
 */
export function uploadFileUrl(collection: 'media' | 'documents', filename: string): string {
  return `/cms-api/${collection}/file/${encodeURIComponent(filename)}`
}
