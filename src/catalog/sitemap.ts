import type { MetadataRoute } from 'next'

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

/** One part's entries, cached until a record of its kind changes; unknown ids are empty. */
export const sitemapPart = cachedRead(
  'sitemapPart',
  ['products', 'categories', 'brands', 'pages'],
  async (id: string): Promise<SitemapEntry[]> => {
    if (id === CATALOG_PART) return catalogEntries()
    const page = PRODUCT_PART.exec(id)?.[1]
    return page ? productEntries(Number(page)) : []
  },
)

const url = (path: string) => `${SITE_URL}${path}`

async function productEntries(page: number): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  // In id order: a part keeps its products as the catalogue grows at the end.
  const { docs } = await payload.find({
    collection: 'products',
    ...common,
    sort: 'id',
    limit: SITEMAP_MAX_URLS,
    page,
    select: { slug: true, updatedAt: true },
  })
  return docs.map((p) => ({
    url: url(`/urunler/urun/${p.slug}`),
    lastModified: p.updatedAt,
    priority: 0.6,
  }))
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
  const parts = await sitemapParts()
  const items = await Promise.all(
    parts.map(async (id) => {
      const newest = (await sitemapPart(id)).reduce<string>((max, entry) => {
        const at = entry.lastModified ? String(entry.lastModified) : ''
        return at > max ? at : max
      }, '')
      const lastmod = newest ? `<lastmod>${escapeXml(newest)}</lastmod>` : ''
      return `<sitemap><loc>${escapeXml(sitemapPartUrl(id))}</loc>${lastmod}</sitemap>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}
