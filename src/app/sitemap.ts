import type { MetadataRoute } from 'next'

import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'
import { NAV_LINKS, policyHref, SITE_URL } from '@/lib/site'

// Read from the database at request time (never at build time).
export const dynamic = 'force-dynamic'

/** Every published product, category, brand and page, and the fixed routes; cached until one changes. */
const sitemapEntries = cachedRead(
  'sitemap',
  ['products', 'categories', 'brands', 'pages'],
  async (): Promise<MetadataRoute.Sitemap> => {
    const payload = await getPayloadClient()
    const common = { depth: 0, pagination: false, overrideAccess: false } as const
    const [products, categories, brands, pages] = await Promise.all([
      payload.find({ collection: 'products', ...common, select: { slug: true, updatedAt: true } }),
      payload.find({
        collection: 'categories',
        ...common,
        select: { slug: true, parent: true, updatedAt: true },
      }),
      payload.find({ collection: 'brands', ...common, select: { slug: true, updatedAt: true } }),
      payload.find({ collection: 'pages', ...common, select: { slug: true, updatedAt: true } }),
    ])
    const url = (path: string) => `${SITE_URL}${path}`
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
      ...products.docs.map((p) => ({
        url: url(`/urunler/urun/${p.slug}`),
        lastModified: p.updatedAt,
        priority: 0.6,
      })),
      ...pages.docs
        .filter((p) => p.slug !== 'hakkimizda')
        .map((p) => ({ url: url(policyHref(p.slug)), lastModified: p.updatedAt, priority: 0.3 })),
    ]
  },
)

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries()
}
