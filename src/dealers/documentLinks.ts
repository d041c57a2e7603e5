import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/env'
import { uploadFileUrl } from '@/lib/fileUrl'

// A dealer document's file is served by Payload's own file route (local disk or the bucket), which
// knows no dealer session: the portal hands out links signed for one file and a quarter of an hour.

export const DOCUMENT_LINK_SECONDS = 15 * 60
export const DEALER_DOCUMENTS = 'dealer-documents' as const

/** A key of its own, derived from PAYLOAD_SECRET: a link can never pass as a session or a form. */
const key = () => createHash('sha256').update(`vitrin-dealer-document\0${payloadSecret()}`).digest()

const mac = (filename: string, expires: number) =>
  createHmac('sha256', key()).update(`${filename}\0${expires}`).digest('base64url')

/** `/cms-api/dealer-documents/file/NAME?son=…&imza=…`, valid for DOCUMENT_LINK_SECONDS. */
export function signedDocumentUrl(filename: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOCUMENT_LINK_SECONDS
  const query = new URLSearchParams({ son: String(expires), imza: mac(filename, expires) })
  return `${uploadFileUrl(DEALER_DOCUMENTS, filename)}?${query}`
}

/** Whether the query signs this file and has not expired. */
export function verifyDocumentLink(
  filename: string,
  expiresText: string | null,
  signature: string | null,
  now = Date.now(),
): boolean {
  if (!expiresText || !signature || !/^\d{1,12}$/.test(expiresText)) return false
  const expires = Number(expiresText)
  if (expires < now / 1000 || expires > now / 1000 + DOCUMENT_LINK_SECONDS + 60) return false
  const expected = Buffer.from(mac(filename, expires))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
