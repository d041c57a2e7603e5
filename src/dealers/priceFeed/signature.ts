// The ERP feed's request signature: HMAC-SHA256 of `timestamp + "." + body` under
// PRICE_FEED_SECRET, in `X-Vitrin-Signature: sha256=<hex>`, with `X-Vitrin-Timestamp` in unix
// seconds. Pure but for the clock, so that it is unit-tested.
import { createHmac, type Hmac, timingSafeEqual } from 'node:crypto'

export const TIMESTAMP_HEADER = 'X-Vitrin-Timestamp'
export const SIGNATURE_HEADER = 'X-Vitrin-Signature'
/** A request is accepted this long before and after its timestamp (clock skew both ways). */
export const MAX_SKEW_SECONDS = 300

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i
const TIMESTAMP = /^\d{1,12}$/

/** The HMAC of a request, fed with the body as it streams in. */
export function feedHmac(secret: string, timestamp: string): Hmac {
  return createHmac('sha256', secret).update(`${timestamp}.`)
}

/** The header value an ERP job sends (and the tests). */
export function signFeed(secret: string, timestamp: string, body: string | Uint8Array): string {
  return `sha256=${feedHmac(secret, timestamp).update(body).digest('hex')}`
}

/** The timestamp header when it is unix seconds within MAX_SKEW_SECONDS of `nowMs`, else null. */
export function freshTimestamp(header: string | null, nowMs = Date.now()): string | null {
  if (!header || !TIMESTAMP.test(header)) return null
  return Math.abs(nowMs / 1000 - Number(header)) <= MAX_SKEW_SECONDS ? header : null
}

/** The signature's 32 bytes, or null when the header is not `sha256=<64 hex digits>`. */
export function signatureBytes(header: string | null): Buffer | null {
  const match = header ? SIGNATURE.exec(header.trim()) : null
  return match ? Buffer.from(match[1]!, 'hex') : null
}

/** Compared in constant time; both are 32-byte SHA-256 digests by then. */
export function signatureMatches(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given)
}
