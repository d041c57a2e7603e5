import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

// `_ts`, the signed render time (`{ms}.{mac}`): a post faster than a person can type is a bot.
/** A key of its own, derived from PAYLOAD_SECRET, so that a form token can never pass as a session. */
export function deriveFormKey(secret: string): Buffer {
  return createHash('sha256').update(`vitrin-form-token\0${secret}`).digest()
}

export function signFormToken(key: Buffer, renderedAt: number): string {
  const ms = String(Math.trunc(renderedAt))
  return `${ms}.${mac(key, ms)}`
}

function mac(key: Buffer, ms: string): string {
  return createHmac('sha256', key).update(`form:${ms}`).digest('base64url')
}

export type TokenVerdict = 'missing' | 'valid' | 'invalid' | 'too-fresh'

/** A missing token is allowed: plain JSON API clients send none. */
export function verifyFormToken(
  key: Buffer,
  token: unknown,
  now: number,
  minFillMs: number,
): TokenVerdict {
  if (token === undefined || token === null || token === '') return 'missing'
  if (typeof token !== 'string' || token.length > 100) return 'invalid'
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return 'invalid'
  const [, ms, given] = match as unknown as [string, string, string]
  const expected = Buffer.from(mac(key, ms))
  if (!timingSafeEqual(expected, Buffer.from(given))) return 'invalid'
  const renderedAt = Number(ms)
  // A little clock slack between instances; a token from the future was not made here.
  if (renderedAt > now + 5_000) return 'invalid'
  return now - renderedAt < minFillMs ? 'too-fresh' : 'valid'
}

/** The honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'
export const TOKEN_FIELD = '_ts'
