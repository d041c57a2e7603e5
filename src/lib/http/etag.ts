import { createHash } from 'node:crypto'

/**
 * A validator of `body`: strong for the exact bytes sent, weak (`W/`) for answers whose bytes
 * vary while the content does not (a page with a fresh nonce each time).
 */
export function etagOf(body: string, weak = false): string {
  return `${weak ? 'W/' : ''}"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Does an If-None-Match value name this ETag (or `*`)? Weak comparison, as RFC 9110 says for GET. */
export function ifNoneMatchHas(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === bare)
}
