// Next's cache handler: https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
// Plain JavaScript: Next loads it by path at run time.
import { Redis } from 'ioredis'

/** Per process; the least recently used goes first. */
const MAX_ENTRIES = Number(process.env.CATALOG_CACHE_MAX_ENTRIES) || 5000
/** The entry cap alone lets a crawl of distinct reads fill the process with large values. */
const MAX_BYTES = Number(process.env.CATALOG_CACHE_MAX_BYTES) || 64 * 1024 * 1024
/** A larger value is not kept: storing it would push out a good part of the cache for one read. */
const MAX_ENTRY_BYTES = MAX_BYTES / 4
const TAGS_KEY = `${process.env.CACHE_PREFIX || 'vitrin:cache'}:tags`
/** Entries are backdated so a read racing a change, or a lagging clock, cannot outlive it. */
const LOAD_ALLOWANCE_MS = 2000

// On globalThis: Next loads this file by path, the app's bundles import their own copy. Tag expiries
// are also shared through one Redis hash (REDIS_URL) that every instance reads once per request.
const state = (globalThis[Symbol.for('vitrin.cacheHandler')] ??= {
  /** @type {Map<string, { value: unknown, lastModified: number, tags: string[], size: number }>} */
  entries: new Map(),
  bytes: 0,
  /** @type {Map<string, number>} tag → when it was last expired (ms) */
  expired: new Map(),
  /** @type {Promise<Map<string, number>> | null} this request's read of the shared hash */
  shared: null,
  /** @type {import('ioredis').Redis | null | undefined} */
  redis: undefined,
  loggedAt: 0,
})

// Rough bytes; V8 keeps Turkish text two bytes wide.
/** @param {unknown} value @param {WeakSet<object>} [seen] */
function sizeOf(value, seen = new WeakSet()) {
  if (typeof value === 'string') return 2 * value.length
  if (typeof value !== 'object' || value === null || seen.has(value)) return 8
  seen.add(value)
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value.byteLength
  const items = value instanceof Map ? [...value.keys(), ...value.values()] : Object.values(value)
  let bytes = 16
  for (const item of items) bytes += sizeOf(item, seen)
  return bytes
}

/** @param {string} key */
function drop(key) {
  const entry = state.entries.get(key)
  if (!entry) return
  state.entries.delete(key)
  state.bytes -= entry.size
}

function redis() {
  if (state.redis === undefined) {
    state.redis = process.env.REDIS_URL
      ? new Redis(process.env.REDIS_URL, {
          connectTimeout: 1000,
          commandTimeout: 1000,
          maxRetriesPerRequest: 1,
        })
      : null
    state.redis?.on('error', logOnce)
  }
  return state.redis
}

/** Redis trouble is logged at most once a minute; the TTL bounds what may be served meanwhile. */
function logOnce(error) {
  if (Date.now() - state.loggedAt < 60_000) return
  state.loggedAt = Date.now()
  console.error('[cache] Redis unavailable, tags of other instances unseen:', error?.message)
}

function sharedExpiries() {
  const client = redis()
  if (!client) return Promise.resolve(new Map())
  state.shared ??= client.hgetall(TAGS_KEY).then(
    (hash) => new Map(Object.entries(hash).map(([tag, at]) => [tag, Number(at)])),
    (error) => {
      logOnce(error)
      return new Map()
    },
  )
  return state.shared
}

/** Also called directly by changes made outside a request. @param {readonly string[]} tags */
export async function expireTags(tags) {
  const now = Date.now()
  for (const tag of tags) state.expired.set(tag, now)
  const client = redis()
  if (client && tags.length)
    await client
      .hset(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, String(now)])))
      .catch(logOnce)
}

export default class CacheHandler {
  constructor() {
    // Next makes one handler per request: the shared tags are read again for each.
    state.shared = null
  }

  /** @param {string} key @param {{ tags?: string[], softTags?: string[] }} [ctx] */
  async get(key, ctx = {}) {
    const entry = state.entries.get(key)
    if (!entry) return null
    const shared = await sharedExpiries()
    for (const tag of [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])]) {
      const at = Math.max(state.expired.get(tag) ?? 0, shared.get(tag) ?? 0)
      if (at >= entry.lastModified) {
        drop(key)
        return null
      }
    }
    // Map order is insertion order: re-inserting marks the entry most recently used.
    state.entries.delete(key)
    state.entries.set(key, entry)
    return { value: entry.value, lastModified: entry.lastModified }
  }

  /** @param {string} key @param {unknown} value @param {{ tags?: string[] }} [ctx] */
  async set(key, value, ctx = {}) {
    drop(key)
    if (value === null) return
    const size = sizeOf(value)
    if (size > MAX_ENTRY_BYTES) return
    const tags = ctx.tags ?? value?.tags ?? []
    state.entries.set(key, { value, lastModified: Date.now() - LOAD_ALLOWANCE_MS, tags, size })
    state.bytes += size
    while (state.entries.size > MAX_ENTRIES || state.bytes > MAX_BYTES) {
      drop(state.entries.keys().next().value)
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await expireTags(Array.isArray(tags) ? tags : [tags])
  }

  resetRequestCache() {
    state.shared = null
  }
}
