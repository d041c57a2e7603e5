/**
 * The app's own URL of an uploaded file: `/cms-api/{media|documents}/file/{name}`. Payload's upload
 * collections answer it (reading from the bucket when S3 is on, src/plugins/storage.ts), so the URL is
 * the same wherever the file lives.
 */
export function uploadFileUrl(
  collection: 'media' | 'documents' | 'dealer-documents',
  filename: string,
): string {
  return `/cms-api/${collection}/file/${encodeURIComponent(filename)}`
}

/**
 * Payload prefixes upload URLs with its serverURL (SITE_URL); the site and `/api/*` serve them as
 * paths of this site, which next/image and the CSP accept. Other hosts (a CDN) are kept as they are.
 */
export function sitePath(url: string | null | undefined): string | null {
  if (!url) return null
  const site = process.env.SITE_URL?.replace(/\/$/, '')
  return site && url.startsWith(`${site}/`) ? url.slice(site.length) : url
}
