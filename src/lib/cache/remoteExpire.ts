import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { Redis } from 'ioredis'
import type { Endpoint } from 'payload'

import { payloadSecret } from '@/lib/env'
import { readLimited } from '@/lib/http/body'
import { onePerProcess } from '@/lib/onePerProcess'

import { CATALOG_TAG, invalidate } from './index'

// A CLI that changed the catalogue tells the running server to expire tags, even without REDIS_URL.
// Signed with the Payload secret, and with a nonce so each signed request is carried out once.
export const EXPIRE_PATH = '/cache/expire'
export const SIGNATURE_HEADER = 'X-Vitrin-Signature'
const MAX_AGE_MS = 60_000
/** A body is fresh from MAX_AGE_MS before its `at` to MAX_AGE_MS after (clock skew both ways). */
export const NONCE_TTL_MS = 2 * MAX_AGE_MS
const NONCE_PATTERN = /^[0-9a-f]{32}$/
/** Nonces one process keeps without Redis; when full it refuses rather than forget one. */
const MAX_MEMORY_NONCES = 10_000

/** What src/lib/cache/invalidate.ts expires: collection slugs, globals and the catalogue tag. */
export const EXPIRABLE_TAGS = new Set([
  CATALOG_TAG,
  'products',
  'categories',
  'brands',
  'attributes',
  'pages',
  'redirects',
  'slides',
  'knowledge-items',
  'globals:site-settings',
  'globals:popular-products',
  'globals:human-resources',
])

const sign = (body: string, secret = payloadSecret()) =>
  createHmac('sha256', secret).update(body).digest('hex')

export function signExpire(
  tags: readonly string[],
  secret = payloadSecret(),
): { body: string; signature: string } {
  const nonce = randomBytes(16).toString('hex')
  const body = JSON.stringify({ tags: [...tags], at: Date.now(), nonce })
  return { body, signature: sign(body, secret) }
}

function validSignature(body: string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(sign(body), 'hex'), Buffer.from(signature, 'hex'))
}

export interface NonceStore {
  /** True the first time `nonce` is seen within the store's TTL; rejects when it cannot tell. */
  claim(nonce: string): Promise<boolean>
}

export function memoryNonceStore(
  ttlMs = NONCE_TTL_MS,
  max = MAX_MEMORY_NONCES,
  clock: () => number = Date.now,
): NonceStore {
  const seen = new Map<string, number>()
  return {
    claim: async (nonce) => {
      const now = clock()
      // One TTL for all: insertion order is expiry order, so the expired ones lead the map.
      for (const [old, forgetAt] of seen) {
        if (forgetAt > now) break
        seen.delete(old)
      }
      if (seen.has(nonce)) return false
      if (seen.size >= max) throw new Error('expiry nonce store full')
      seen.set(nonce, now + ttlMs)
      return true
    },
  }
}

/** Redis, shared by every instance: a request replayed to another instance is refused too. */
export function redisNonceStore(redis: Redis, prefix: string, ttlMs = NONCE_TTL_MS): NonceStore {
  return {
    claim: async (nonce) => (await redis.set(`${prefix}${nonce}`, '1', 'PX', ttlMs, 'NX')) === 'OK',
  }
}

let lastLog = 0
const logStoreFailure = (error: Error) => {
  if (Date.now() - lastLog < 60_000) return
  lastLog = Date.now()
  console.error('[cache] Expiry nonces cannot be kept, signed expiries refused:', error.message)
}

// Fail fast, as src/lib/security/rateLimit.ts does.
const FAIL_FAST = { connectTimeout: 1000, commandTimeout: 1000, maxRetriesPerRequest: 1 }

function defaultNonceStore(): NonceStore {
  const url = process.env.REDIS_URL
  if (!url) return onePerProcess('expireNonces', () => memoryNonceStore())
  return onePerProcess(`expireNonces:${url}`, () =>
    redisNonceStore(
      new Redis(url, FAIL_FAST).on('error', logStoreFailure),
      `${process.env.CACHE_PREFIX || 'vitrin:cache'}:expire-nonce:`,
    ),
  )
}

export type ExpireVerdict =
  { ok: true; tags: string[] } | { ok: false; reason: 'invalid' | 'replayed' | 'unavailable' }

export async function verifyExpire(
  body: string,
  signature: string | null,
  now = Date.now(),
  nonces?: NonceStore,
): Promise<ExpireVerdict> {
  const invalid = { ok: false, reason: 'invalid' } as const
  if (!validSignature(body, signature)) return invalid
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return invalid
  }
  const { tags, at, nonce } = (parsed ?? {}) as { tags?: unknown; at?: unknown; nonce?: unknown }
  if (typeof at !== 'number' || Math.abs(now - at) > MAX_AGE_MS) return invalid
  if (typeof nonce !== 'string' || !NONCE_PATTERN.test(nonce)) return invalid
  if (!Array.isArray(tags) || tags.length > EXPIRABLE_TAGS.size) return invalid
  if (!tags.every((tag): tag is string => typeof tag === 'string' && EXPIRABLE_TAGS.has(tag)))
    return invalid
  try {
    const first = await (nonces ?? defaultNonceStore()).claim(nonce)
    return first ? { ok: true, tags } : { ok: false, reason: 'replayed' }
  } catch (error) {
    logStoreFailure(error as Error)
    // Fail closed: a nonce that cannot be remembered might be a replay.
    return { ok: false, reason: 'unavailable' }
  }
}

const answer = (status: number, data: unknown) =>
  Response.json(data, { status, headers: { 'Cache-Control': 'no-store' } })

const REFUSALS = {
  invalid: [403, 'İmza geçersiz ya da istek süresi geçmiş.'],
  // 409, not 401: the signature is genuine, but this very request was carried out already.
  replayed: [409, 'Bu istek daha önce kullanıldı; yeni bir imzalı istek gönderin.'],
  unavailable: [503, 'İstek şu anda doğrulanamıyor; lütfen biraz sonra yeniden deneyin.'],
} as const satisfies Record<string, readonly [number, string]>

export const remoteExpireEndpoint: Endpoint = {
  path: EXPIRE_PATH,
  method: 'post',
  handler: async (req) => {
    // Read up to a few kB only: the endpoint is open to anyone until the signature is checked.
    const body = await readLimited(req as unknown as Request, 4096).catch(() => null)
    if (body === null) return answer(413, { error: 'İstek çok büyük.' })
    const verdict = await verifyExpire(body, req.headers.get(SIGNATURE_HEADER))
    if (!verdict.ok) {
      const [status, error] = REFUSALS[verdict.reason]
      return answer(status, { error })
    }
    await invalidate(verdict.tags)
    return answer(200, { ok: true, tags: verdict.tags })
  },
}

/** False when unreachable or refused: the change then shows when the cache entries expire. */
export async function requestRemoteExpire(
  siteUrl: string,
  tags: readonly string[],
): Promise<boolean> {
  const { body, signature } = signExpire(tags)
  try {
    const res = await fetch(`${siteUrl.replace(/\/$/, '')}/cms-api${EXPIRE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(3000),
    })
    return res.ok
  } catch {
    return false
  }
}
