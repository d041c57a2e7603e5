import { randomUUID } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { cachedRead } from '@/lib/cache'
import type { SearchSuggestionDTO } from '@/catalog/types'
import { onePerProcess } from '@/lib/onePerProcess'

import { type CodeMatch, ProductSearchIndex, type SearchHit } from './index'
import { changedProducts, type IndexedRow, readIndexedProducts } from './tableRead'

/** Products read at once when the index is built. */
const REBUILD_PAGE = 2000

// Versions are cached random tokens, so cache invalidation tells the index of a change: a new
// products token reads what changed; a new names token or a deletion rebuilds it.
const productsVersion = cachedRead('searchProducts', ['products'], async () => randomUUID())
const namesVersion = cachedRead('searchNames', ['brands', 'categories'], async () => randomUUID())

const PUBLISHED: Where = { _status: { equals: 'published' } }

export interface SearchResultsPage {
  items: SearchSuggestionDTO[]
  total: number
  /** The page shown (from 1): the one asked for, or the last one when that is past the end. */
  page: number
  pages: number
}

class LiveProductIndex {
  private index = new ProductSearchIndex()
  private suggestions = new Map<string, SearchSuggestionDTO>()
  private indexedAt = new Map<string, string>()
  private loading: Promise<void> | null = null
  private newestUpdatedAt = ''
  /** The version tokens the index was last brought up to. */
  private products = ''
  private names = ''

  async search(payload: Payload, query: string, limit: number): Promise<SearchSuggestionDTO[]> {
    await this.ensureFresh(payload)
    return this.toSuggestions(this.index.search(query, limit))
  }

  async searchPage(
    payload: Payload,
    query: string,
    page: number,
    perPage: number,
  ): Promise<SearchResultsPage> {
    await this.ensureFresh(payload)
    let found = this.index.searchPage(query, perPage, (page - 1) * perPage)
    const pages = Math.max(1, Math.ceil(found.total / perPage))
    // Past the end (an old link, a typed number) shows the last page; no await, so the same index.
    if (page > pages) found = this.index.searchPage(query, perPage, (pages - 1) * perPage)
    const items = this.toSuggestions(found.hits)
    return { items, total: found.total, page: Math.min(page, pages), pages }
  }

  async closeCodes(payload: Payload, code: string, limit: number): Promise<SearchSuggestionDTO[]> {
    await this.ensureFresh(payload)
    return this.toSuggestions(this.index.closeCodes(code, limit).map((id) => ({ id, score: 0 })))
  }

  async matchCodes(
    payload: Payload,
    codes: string[],
  ): Promise<({ products: SearchSuggestionDTO[]; kind: CodeMatch['kind'] } | null)[]> {
    await this.ensureFresh(payload)
    return codes.map((code) => {
      const match = this.index.matchCode(code)
      if (!match) return null
      return {
        products: this.toSuggestions(match.ids.map((id) => ({ id, score: 0 }))),
        kind: match.kind,
      }
    })
  }

  /** Published products by id, in the order asked; ids no longer published are left out. */
  async byIds(payload: Payload, ids: (string | number)[]): Promise<SearchSuggestionDTO[]> {
    await this.ensureFresh(payload)
    return this.toSuggestions(ids.map((id) => ({ id, score: 0 })))
  }

  private toSuggestions(hits: SearchHit[]): SearchSuggestionDTO[] {
    const out: SearchSuggestionDTO[] = []
    for (const hit of hits) {
      const dto = this.suggestions.get(String(hit.id))
      if (dto) out.push(dto)
    }
    return out
  }

  /** One catch-up at a time, joined by the searches that need it (it reads only what changed). */
  private async ensureFresh(payload: Payload): Promise<void> {
    const [products, names] = await Promise.all([productsVersion(), namesVersion()])
    if (products === this.products && names === this.names) return
    this.loading ??= (names !== this.names ? this.rebuild(payload) : this.refresh(payload))
      .then(() => {
        ;[this.products, this.names] = [products, names]
      })
      .finally(() => {
        this.loading = null
      })
    await this.loading
  }

  private put(p: IndexedRow): void {
    this.index.upsert({ id: p.id, name: p.name, sku: p.sku, extra: `${p.brand} ${p.category}` })
    this.suggestions.set(String(p.id), {
      id: p.id,
      name: p.name,
      slug: p.slug,
      sku: p.sku,
      cover_image: p.cover,
      images: p.gallery,
    })
    this.indexedAt.set(String(p.id), p.updatedAt)
    if (p.updatedAt > this.newestUpdatedAt) this.newestUpdatedAt = p.updatedAt
  }

  private drop(id: string | number): void {
    this.index.remove(id)
    this.suggestions.delete(String(id))
    this.indexedAt.delete(String(id))
  }

  // In pages: read whole, a large catalogue with its covers took gigabytes at once. Searches wait
  // for `loading`, so none sees the index half built.
  private async rebuild(payload: Payload): Promise<void> {
    this.index = new ProductSearchIndex()
    this.suggestions = new Map()
    this.indexedAt = new Map()
    this.newestUpdatedAt = ''
    let after = 0
    for (;;) {
      const rows = await readIndexedProducts(payload, { after, limit: REBUILD_PAGE })
      for (const row of rows) this.put(row)
      if (rows.length < REBUILD_PAGE) break
      after = rows[rows.length - 1]!.id
    }
  }

  /** Products changed since the newest one held; a deletion shows only in the count. */
  private async refresh(payload: Payload): Promise<void> {
    // Published or not: a product that was unpublished must leave the index.
    const changed = await changedProducts(
      payload,
      this.newestUpdatedAt || '1970-01-01T00:00:00.000Z',
    )
    const fresh = changed.filter((d) => this.indexedAt.get(String(d.id)) !== d.updatedAt)
    for (const d of fresh) if (!d.published) this.drop(d.id)
    const ids = fresh.filter((d) => d.published).map((d) => d.id)
    // A batched import changes thousands at once: read them a page at a time, as a rebuild does.
    for (let at = 0; at < ids.length; at += REBUILD_PAGE) {
      const page = ids.slice(at, at + REBUILD_PAGE)
      for (const row of await readIndexedProducts(payload, { ids: page })) this.put(row)
    }
    const { totalDocs } = await payload.count({ collection: 'products', where: PUBLISHED })
    if (totalDocs !== this.suggestions.size) await this.rebuild(payload)
  }
}

export const productIndex = onePerProcess('productIndex', () => new LiveProductIndex())
