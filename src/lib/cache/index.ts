import type { Payload, PayloadRequest } from 'payload'

import { onePerProcess } from '@/lib/onePerProcess'
import { productIndex } from '@/lib/search/productIndex'

import { readInvalidationsSince } from './log'
import { ALL, TaggedCache } from './tagged'

export { ALL, tagsForChange } from './tagged'

/**
 * The catalogue read cache of this process, and how it stays correct.
 *
 * Catalogue reads (src/lib/catalog) are kept in memory under tags: `products` for anything that
 * lists products, `products:12` for what shows product 12, and so on (see each read). A change
 * made through this process (admin, /cms-api, the Local API) drops its tags at once from the
 * Payload hooks (src/hooks/invalidateCache.ts) and writes them, with the change (in its
 * transaction on PostgreSQL), to the `cache-invalidations` table. Every process that reads the
 * catalogue polls that table every POLL_MS and drops the same tags, so a change made by another
 * instance or a script shows everywhere within about a second, and the search index follows the
 * same log. The poll re-reads an OVERLAP_MS window and skips rows it has seen: rows that commit
 * out of id order (PostgreSQL) or a little late are not missed. The pages themselves are rendered
 * per request (each carries its own CSP nonce), from this cache: see docs/DEPLOYMENT.md for the
 * layers in front.
 */
const POLL_MS = 500
const OVERLAP_MS = 10_000
const PRUNE_EVERY_MS = 60_000
/** Log rows older than this are deleted; an instance that was away longer starts afresh. */
const KEEP_LOG_MS = 10 * 60_000
/** More rows than this in one poll (a bulk import): drop everything instead of tag by tag. */
const POLL_LIMIT = 500
/** Changes made up to this long before the first read are still applied (clock and commit lag). */
const START_SLACK_MS = 1000

export const INVALIDATIONS = 'cache-invalidations'

/** The tag of every kept rendered page: a page shows many things (menus, footer), so any change drops them all. */
export const PAGE_TAG = 'page'

interface SyncState {
  cache: TaggedCache
  pages: TaggedCache
  started: boolean
  /** Log rows already applied: id → time written. */
  seen: Map<string, number>
  startedAt: number
  lastPollAt: number
  lastPruneAt: number
  polling: Promise<void> | null
}

// One per process, on globalThis: Next bundles pages, route handlers and the Payload config
// separately, and each would otherwise get its own copy of this module's state.
const state = onePerProcess<SyncState>('catalogCache', () => ({
  cache: new TaggedCache({
    ttlMs: Number(process.env.CATALOG_CACHE_TTL_MS ?? 10 * 60_000),
    maxEntries: Number(process.env.CATALOG_CACHE_MAX_ENTRIES ?? 5000),
  }),
  pages: new TaggedCache({
    ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 10 * 60_000),
    maxEntries: Number(process.env.PAGE_CACHE_MAX_ENTRIES ?? 1000),
  }),
  started: false,
  seen: new Map(),
  startedAt: 0,
  lastPollAt: 0,
  lastPruneAt: 0,
  polling: null,
}))

export const catalogCache = state.cache
/** Rendered public pages (src/lib/http/pageCache.ts). */
export const pageCache = state.pages

/** Drops `tags` in this process: the read cache and the search index. */
export function applyInvalidation(tags: readonly string[]): void {
  catalogCache.invalidate(tags)
  pageCache.invalidate([PAGE_TAG])
  for (const tag of tags) {
    const product = /^products:(.+)$/.exec(tag)
    if (product) {
      const id = product[1]!
      productIndex.markDirty(/^\d+$/.test(id) ? Number(id) : id)
    } else if (tag === ALL || tag === 'brands' || tag === 'categories') {
      // Search entries carry brand and category names.
      productIndex.markStale()
    }
  }
}

/**
 * A change made in this process: applied here at once and logged for every other process.
 * With `req`, the log row joins the change's own transaction on PostgreSQL: no row without the
 * change, and no committed change without its row (SQLite has no transactions: row after change).
 */
export async function invalidate(
  payload: Payload,
  tags: readonly string[],
  req?: PayloadRequest,
): Promise<void> {
  applyInvalidation(tags)
  await payload.create({
    collection: INVALIDATIONS,
    data: { tags: tags.join(' ') },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

async function poll(payload: Payload): Promise<void> {
  const startedAt = Date.now()
  const from = (state.lastPollAt || startedAt) - OVERLAP_MS
  const docs = await readInvalidationsSince(payload, new Date(from).toISOString(), POLL_LIMIT)
  const fresh: typeof docs = []
  for (const row of docs) {
    const id = String(row.id)
    const at = Date.parse(row.createdAt)
    if (state.seen.has(id)) continue
    // Written before this process began reading (the seed that ran before it started): it
    // cannot concern anything cached here.
    if (at < state.startedAt - START_SLACK_MS) state.seen.set(id, at)
    else fresh.push(row)
  }
  if (docs.length >= POLL_LIMIT && fresh.length) {
    // Newest first: a full page may hide older unseen rows; drop everything instead.
    applyInvalidation([ALL])
  } else {
    const tags = new Set<string>()
    for (const row of fresh) for (const tag of row.tags.split(' ')) if (tag) tags.add(tag)
    if (tags.size) applyInvalidation([...tags])
  }
  for (const row of fresh) state.seen.set(String(row.id), Date.parse(row.createdAt))
  for (const [id, at] of state.seen) if (at < from - OVERLAP_MS) state.seen.delete(id)
  state.lastPollAt = startedAt

  if (startedAt - state.lastPruneAt > PRUNE_EVERY_MS) {
    state.lastPruneAt = startedAt
    await payload.db.deleteMany({
      collection: INVALIDATIONS,
      where: { createdAt: { less_than: new Date(startedAt - KEEP_LOG_MS).toISOString() } },
    })
  }
}

/** One poll of the log; a poll still running when the timer fires again is joined, not doubled. */
function syncInvalidations(payload: Payload): Promise<void> {
  state.polling ??= poll(payload)
    .catch((error: unknown) => {
      // The database is away: the safety TTL bounds what may be served meanwhile.
      console.error('[cache] invalidation poll failed:', (error as Error).message)
    })
    .finally(() => {
      state.polling = null
    })
  return state.polling
}

/** Has this process started its poll of the invalidation log? */
export function invalidationSyncStarted(): boolean {
  return state.started
}

/** Starts this process's poll of the invalidation log (once; the timer never holds exit). */
export function startInvalidationSync(payload: Payload): void {
  if (state.started) return
  state.started = true
  state.startedAt = state.lastPollAt = Date.now()
  // A moment later: the first answer of a cold start should not wait behind the index build.
  setTimeout(() => productIndex.warm(payload), 250).unref?.()
  setInterval(() => void syncInvalidations(payload), POLL_MS).unref?.()
}
