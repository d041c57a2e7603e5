import type { Payload, Where } from 'payload'

import type { SearchSuggestionDTO } from '@/lib/catalog/types'
import { MEDIA_POPULATE, mediaUrl } from '@/lib/catalog/media'
import { onePerProcess } from '@/lib/onePerProcess'

import { ProductSearchIndex } from './index'
import { countPublishedProducts, readProductChanges } from './productChanges'

/**
 * The product search index of this process: built from the published products on first use and
 * kept current without a restart. Edits made through this process mark their product dirty (see
 * the Products hooks); edits made elsewhere (the seed, another instance) are found by a cheap
 * freshness check — products updated since the newest one seen, and the published count for
 * deletions, read directly from indexed columns: ./productChanges — at most every
 * FRESHNESS_INTERVAL_MS, in the background of a search, so a change shows within a second without
 * any search waiting for the database.
 */
const FRESHNESS_INTERVAL_MS = 500
const PUBLISHED: Where = { _status: { equals: 'published' } }

const PRODUCT_SELECT = {
  name: true,
  slug: true,
  sku: true,
  cover: true,
  gallery: true,
  brand: true,
  category: true,
  updatedAt: true,
} as const

interface IndexedProduct {
  id: string | number
  name: string
  slug: string
  sku: string
  cover?: unknown
  gallery?: unknown
  brand?: unknown
  category?: unknown
  updatedAt: string
}

function nameOf(rel: unknown): string {
  return rel && typeof rel === 'object' && 'name' in rel
    ? String((rel as { name: unknown }).name)
    : ''
}

class LiveProductIndex {
  private index = new ProductSearchIndex()
  private suggestions = new Map<string, SearchSuggestionDTO>()
  /** updatedAt of each indexed product, by id. */
  private indexedAt = new Map<string, string>()
  private loading: Promise<void> | null = null
  private checking: Promise<void> | null = null
  private dirty = new Set<string | number>()
  private stale = true
  private newestUpdatedAt = ''
  private publishedCount = 0
  private lastCheck = 0
  /** The Payload of the last search (one per process), for searchNow()'s freshness checks. */
  private payload: Payload | null = null

  /** A product changed or was deleted in this process. */
  markDirty(id: string | number): void {
    this.dirty.add(id)
    this.lastCheck = 0
  }

  /** Something every entry depends on changed (a brand or category name): rebuild on next use. */
  markStale(): void {
    this.stale = true
  }

  /**
   * Builds the index in the background (a second or more on a large catalogue), so that the
   * first search after a start does not wait for it. Called on the process's first catalogue read.
   */
  warm(payload: Payload): void {
    this.payload = payload
    this.ensureFresh(payload).catch((error: unknown) => {
      console.error('[search] index warm-up failed:', (error as Error).message)
    })
  }

  async search(payload: Payload, query: string, limit: number): Promise<SearchSuggestionDTO[]> {
    this.payload = payload
    await this.ensureFresh(payload)
    return this.lookUp(query, limit)
  }

  /**
   * The same answer as search(), without waiting: null when the database must be read first (the
   * index is not built, or a change is pending); the caller then goes the long way (search()).
   * The periodic freshness check is started here as it is there, in the background.
   */
  searchNow(query: string, limit: number): SearchSuggestionDTO[] | null {
    const payload = this.payload
    if (!payload || this.stale || this.loading || this.dirty.size > 0) return null
    this.ensureFresh(payload).catch(() => undefined) // only schedules the check: nothing to wait for
    return this.lookUp(query, limit)
  }

  private lookUp(query: string, limit: number): SearchSuggestionDTO[] {
    const out: SearchSuggestionDTO[] = []
    for (const hit of this.index.search(query, limit)) {
      const dto = this.suggestions.get(String(hit.id))
      if (dto) out.push(dto)
    }
    return out
  }

  private async ensureFresh(payload: Payload): Promise<void> {
    if (this.stale) {
      this.loading ??= this.rebuild(payload).finally(() => {
        this.loading = null
      })
      await this.loading
      return
    }
    if (this.loading) await this.loading
    if (this.dirty.size > 0) {
      // A change this process made or was told about: answered from the changed index.
      this.lastCheck = Date.now()
      await this.refresh(payload)
      return
    }
    const now = Date.now()
    if (now - this.lastCheck < FRESHNESS_INTERVAL_MS) return
    this.lastCheck = now
    // The periodic check for changes nobody announced (two queries) runs beside this request,
    // not in front of it: this answer comes from the index as it is, the next ones see the result.
    this.checking ??= this.refresh(payload)
      .catch((error: unknown) => {
        console.error('[search] freshness check failed:', (error as Error).message)
      })
      .finally(() => {
        this.checking = null
      })
  }

  private async fetch(payload: Payload, where: Where): Promise<IndexedProduct[]> {
    const result = await payload.find({
      collection: 'products',
      where,
      depth: 1,
      pagination: false,
      overrideAccess: false,
      select: PRODUCT_SELECT,
      populate: {
        media: MEDIA_POPULATE,
        brands: { name: true },
        categories: { name: true },
      },
    })
    return result.docs as unknown as IndexedProduct[]
  }

  private put(p: IndexedProduct): void {
    this.index.upsert({
      id: p.id,
      name: p.name,
      sku: p.sku,
      extra: `${nameOf(p.brand)} ${nameOf(p.category)}`,
    })
    const gallery = Array.isArray(p.gallery) ? p.gallery : []
    this.suggestions.set(String(p.id), {
      id: p.id,
      name: p.name,
      slug: p.slug,
      sku: p.sku,
      cover_image: mediaUrl(p.cover, 'thumbnail'),
      images: gallery.map((m) => mediaUrl(m, 'card')).filter((u): u is string => Boolean(u)),
    })
    this.indexedAt.set(String(p.id), p.updatedAt)
    if (p.updatedAt > this.newestUpdatedAt) this.newestUpdatedAt = p.updatedAt
  }

  private drop(id: string | number): void {
    this.index.remove(id)
    this.suggestions.delete(String(id))
    this.indexedAt.delete(String(id))
  }

  private async rebuild(payload: Payload): Promise<void> {
    this.stale = false
    this.dirty.clear()
    this.lastCheck = Date.now()
    const docs = await this.fetch(payload, PUBLISHED)
    this.index = new ProductSearchIndex()
    this.suggestions = new Map()
    this.indexedAt = new Map()
    this.newestUpdatedAt = ''
    for (const doc of docs) this.put(doc)
    this.publishedCount = docs.length
  }

  private async refresh(payload: Payload): Promise<void> {
    const dirty = [...this.dirty]
    this.dirty.clear()
    // Changed documents, published or not: a product that was unpublished must leave the index.
    const changed = await readProductChanges(payload, this.newestUpdatedAt, dirty)
    const seen = new Set(changed.map((d) => String(d.id)))
    for (const id of dirty) if (!seen.has(String(id))) this.drop(id) // deleted
    // `updatedAt >= newest` always finds the newest product again: only what is dirty or has
    // another updatedAt than its entry is read and indexed again.
    const dirtyIds = new Set(dirty.map(String))
    const fresh = changed.filter(
      (d) => dirtyIds.has(String(d.id)) || this.indexedAt.get(String(d.id)) !== d.updatedAt,
    )
    const publishedIds = fresh.filter((d) => d.status === 'published').map((d) => d.id)
    for (const d of fresh) if (d.status !== 'published') this.drop(d.id)
    if (publishedIds.length) {
      for (const doc of await this.fetch(payload, {
        and: [PUBLISHED, { id: { in: publishedIds } }],
      })) {
        this.put(doc)
      }
    }
    const totalDocs = await countPublishedProducts(payload)
    this.publishedCount = this.suggestions.size
    // A deletion made by another process leaves no trace but the count: rebuild then.
    if (totalDocs !== this.publishedCount) await this.rebuild(payload)
  }
}

/** One index per process, also across Next's module instances. */
export const productIndex = onePerProcess('productIndex', () => new LiveProductIndex())
