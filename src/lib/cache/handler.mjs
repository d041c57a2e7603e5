// Next's cache handler (next.config.ts `cacheHandler`; the interface is documented at
// https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath).
// Plain JavaScript: Next loads it by path at run time, and the Payload hooks call expireTags().
import { Redis } from 'ioredis'

/** Entries kept per process; the least recently used goes first. */
const MAX_ENTRIES = Number(process.env.CATALOG_CACHE_MAX_ENTRIES) || 5000
const TAGS_KEY = `${process.env.CACHE_PREFIX || 'vitrin:cache'}:tags`
/**
 * An entry counts as made this long before it was stored: a read that began before a change and
 * ended after it, or another instance's clock running behind, never outlives the change.
 */
const LOAD_ALLOWANCE_MS = 2000

/**
 * Values live in this process's memory; when tags were last expired lives here and, with
 * REDIS_URL, in one Redis hash that every instance reads once per request. Kept on globalThis:
 * Next loads this file by path, the app's bundles import their own copy.
 */
const state = (globalThis[Symbol.for('vitrin.cacheHandler')] ??= {
  /** @type {Map<string, { value: unknown, lastModified: number, tags: string[] }>} */
  entries: new Map(),
  /** @type {Map<string, number>} tag → when it was last expired (ms) */
  expired: new Map(),
  /** @type {Promise<Map<string, number>> | null} this request's read of the shared hash */
  shared: null,
  /** @type {import('ioredis').Redis | null | undefined} */
  redis: undefined,
  loggedAt: 0,
})

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

/** When each of the shared tags was last expired, read once per request. */
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

/**
 * Marks `tags` expired now, here and for every instance. What Next's revalidateTag() ends in, and
 * what a change made outside a request (a script, a job) calls directly.
 * @param {readonly string[]} tags
 */
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
        state.entries.delete(key)
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
    state.entries.delete(key)
    if (value === null) return
    const tags = ctx.tags ?? value?.tags ?? []
    state.entries.set(key, { value, lastModified: Date.now() - LOAD_ALLOWANCE_MS, tags })
    while (state.entries.size > MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value)
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await expireTags(Array.isArray(tags) ? tags : [tags])
  }

  resetRequestCache() {
    state.shared = null
  }
}
