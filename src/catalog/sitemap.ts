// Drizzle's operators; they build SQL for SQLite's tables as well (its entities match by kind).
import { asc, eq, max } from '@payloadcms/db-postgres/drizzle'
import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'

import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'
import { NAV_LINKS, policyHref, SITE_URL } from '@/lib/site'

/** The protocol's limit per sitemap file (https://www.sitemaps.org/protocol.html#index). */
export const SITEMAP_MAX_URLS = 50_000

/** The part with the fixed routes, categories, brands and pages; products follow in parts of their own. */
const CATALOG_PART = 'katalog'
const PRODUCT_PART = /^urunler-([1-9]\d{0,5})$/

export type SitemapEntry = MetadataRoute.Sitemap[number]

const common = { depth: 0, pagination: false, overrideAccess: false } as const

const url = (path: string) => `${SITE_URL}${path}`
/** SQLite keeps ISO text, PostgreSQL answers `2026-03-04 05:06:07+00`: both written as ISO. */
const isoDate = (value: unknown) => (value ? new Date(String(value)).toISOString() : undefined)

/** The parts' ids, for the index and for Next's generateSitemaps: as many as the products need. */
export const sitemapParts = cachedRead(
  'sitemapParts',
  ['products'],
  async (): Promise<string[]> => {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({ collection: 'products', overrideAccess: false })
    const productParts = Math.ceil(totalDocs / SITEMAP_MAX_URLS)
    return [CATALOG_PART, ...Array.from({ length: productParts }, (_, i) => `urunler-${i + 1}`)]
  },
)

/** The catalogue part is cached until a record changes (a product part is over Next's 2 MB). */
const catalogPart = cachedRead('sitemapCatalog', ['categories', 'brands', 'pages'], () =>
  catalogEntries(),
)

/** One part's entries; unknown ids are empty. */
export async function sitemapPart(id: string): Promise<SitemapEntry[]> {
  if (id === CATALOG_PART) return catalogPart()
  const page = PRODUCT_PART.exec(id)?.[1]
  if (!page) return []
  const rows = await publishedProducts(await getPayloadClient(), Number(page)).rows()
  return rows.map((p) => ({
    url: url(`/urunler/urun/${p.slug}`),
    lastModified: isoDate(p.updatedAt),
    priority: 0.6,
  }))
}

type Column = Parameters<typeof eq>[0]
type Query = PromiseLike<Record<string, unknown>[]> & { as(alias: string): Record<string, Column> }
interface Drizzle {
  tables: Record<string, Record<string, Column>>
  drizzle: {
    select(fields: Record<string, unknown>): {
      from(table: unknown): Query & {
        where(condition: unknown): {
          orderBy(order: unknown): { limit(n: number): { offset(n: number): Query } }
        }
      }
    }
  }
}

/**
 * A product part straight through Payload's Drizzle tables, in id order (a part keeps its products
 * as the catalogue grows at the end): Payload's find spent seconds on a part in its
 * per-document read hooks. Published only, as an anonymous read of products is.
 */
function publishedProducts(payload: Payload, page: number) {
  const db = payload.db as unknown as Drizzle
  const t = db.tables.products!
  const part = (fields: Record<string, unknown>) =>
    db.drizzle
      .select(fields)
      .from(t)
      .where(eq(t._status!, 'published'))
      .orderBy(asc(t.id!))
      .limit(SITEMAP_MAX_URLS)
      .offset((page - 1) * SITEMAP_MAX_URLS)
  return {
    rows: async () =>
      (await part({ slug: t.slug, updatedAt: t.updatedAt })) as {
        slug: string
        updatedAt: unknown
      }[],
    newest: async () => {
      const sub = part({ at: t.updatedAt }).as('part')
      const [row] = await db.drizzle.select({ at: max(sub.at!) }).from(sub)
      return isoDate(row?.at)
    },
  }
}

async function catalogEntries(): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  const [categories, brands, pages] = await Promise.all([
    payload.find({
      collection: 'categories',
      ...common,
      select: { slug: true, parent: true, updatedAt: true },
    }),
    payload.find({ collection: 'brands', ...common, select: { slug: true, updatedAt: true } }),
    payload.find({ collection: 'pages', ...common, select: { slug: true, updatedAt: true } }),
  ])
  const categorySlug = new Map(categories.docs.map((c) => [c.id, c.slug]))
  const categoryPath = (c: (typeof categories.docs)[number]) => {
    const parentId = typeof c.parent === 'object' && c.parent ? c.parent.id : c.parent
    const parent = parentId ? categorySlug.get(parentId) : null
    return parent ? `/urunler/${parent}/${c.slug}` : `/urunler/${c.slug}`
  }
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    ...NAV_LINKS.map((l) => ({
      url: url(l.href),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...categories.docs.map((c) => ({
      url: url(categoryPath(c)),
      lastModified: c.updatedAt,
      priority: 0.7,
    })),
    ...brands.docs.map((b) => ({
      url: url(`/markalarimiz/${b.slug}`),
      lastModified: b.updatedAt,
      priority: 0.6,
    })),
    ...pages.docs
      .filter((p) => p.slug !== 'hakkimizda')
      .map((p) => ({ url: url(policyHref(p.slug)), lastModified: p.updatedAt, priority: 0.3 })),
  ]
}

/** Where Next serves a part (src/app/sitemaps/sitemap.ts). */
export const sitemapPartUrl = (id: string) => url(`/sitemaps/sitemap/${id}.xml`)

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )

/** The sitemap index: each part with its newest record's date. */
export async function sitemapIndexXml(): Promise<string> {
  const payload = await getPayloadClient()
  const items = await Promise.all(
    (await sitemapParts()).map(async (id) => {
      const page = PRODUCT_PART.exec(id)?.[1]
      const newest = page
        ? await publishedProducts(payload, Number(page)).newest()
        : (await catalogPart()).reduce<string | undefined>((latest, entry) => {
            const at = isoDate(entry.lastModified)
            return at && (!latest || at > latest) ? at : latest
          }, undefined)
      const lastmod = newest ? `<lastmod>${newest}</lastmod>` : ''
      return `<sitemap><loc>${escapeXml(sitemapPartUrl(id))}</loc>${lastmod}</sitemap>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}
