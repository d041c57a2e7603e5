import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Endpoint } from 'payload'

import { payloadSecret } from '@/lib/env'
import { readLimited } from '@/lib/http/body'

import { CATALOG_TAG, invalidate } from './index'

/**
 * POST /cms-api/cache/expire: a script that changed the catalogue through its own Local API (the
 * `catalog:import` CLI) tells the running server to expire the tags, so that the change shows
 * within seconds even without REDIS_URL. Signed with the Payload secret, so only a holder of it can.
 */
export const EXPIRE_PATH = '/cache/expire'
export const SIGNATURE_HEADER = 'X-Vitrin-Signature'
const MAX_AGE_MS = 60_000

/** What src/hooks/invalidateCache.ts expires: collection slugs, globals and the catalogue tag. */
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

/** The body and signature header of an expiry request for `tags`, made now. */
export function signExpire(tags: readonly string[]): { body: string; signature: string } {
  const body = JSON.stringify({ tags: [...tags], at: Date.now() })
  return { body, signature: sign(body) }
}

function validSignature(body: string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(sign(body), 'hex'), Buffer.from(signature, 'hex'))
}

/** The tags of a signed, fresh body, or null when it must be refused. */
export function verifyExpire(
  body: string,
  signature: string | null,
  now = Date.now(),
): string[] | null {
  if (!validSignature(body, signature)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return null
  }
  const { tags, at } = (parsed ?? {}) as { tags?: unknown; at?: unknown }
  if (typeof at !== 'number' || Math.abs(now - at) > MAX_AGE_MS) return null
  if (!Array.isArray(tags) || tags.length > EXPIRABLE_TAGS.size) return null
  if (!tags.every((tag): tag is string => typeof tag === 'string' && EXPIRABLE_TAGS.has(tag)))
    return null
  return tags
}

const answer = (status: number, data: unknown) =>
  Response.json(data, { status, headers: { 'Cache-Control': 'no-store' } })

/** Root-level endpoint (config.endpoints). */
export const remoteExpireEndpoint: Endpoint = {
  path: EXPIRE_PATH,
  method: 'post',
  handler: async (req) => {
    // Read up to a few kB only: the endpoint is open to anyone until the signature is checked.
    const body = await readLimited(req as unknown as Request, 4096).catch(() => null)
    if (body === null) return answer(413, { error: 'İstek çok büyük.' })
    const tags = verifyExpire(body, req.headers.get(SIGNATURE_HEADER))
    if (!tags) return answer(403, { error: 'İmza geçersiz ya da istek süresi geçmiş.' })
    await invalidate(tags)
    return answer(200, { ok: true, tags })
  },
}

/**
 * Asks the server at `siteUrl` to expire `tags`; false when it cannot be reached or refused
 * (then the change shows when the cache entries expire, or at once with a shared Redis).
 */
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
