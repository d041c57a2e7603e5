import 'server-only'

import type { CollectionSlug } from 'payload'

import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'
import { foldSlug, parseSitePath, publicPath } from '@/plugins/redirects/normalize'

import { resolveCategoryPath } from './categories'

// A query of its own: the proxy's bundle keys Next's cache apart from the pages' (the key holds
// the loader's compiled source), so sharing their reads would read a product twice.
const slugExists = cachedRead(
  'slugExists',
  ['products', 'brands', 'pages'],
  async (collection: CollectionSlug, slug: string): Promise<boolean> => {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({
      collection,
      where: { slug: { equals: slug } },
      overrideAccess: false,
    })
    return totalDocs > 0
  },
)

// The proxy answers unknown records with the not-found page itself: notFound() in a dynamic page
// sends a body without its HTML (vercel/next.js#62228, docs/decisions/0009-not-found.md).
export async function isKnownPath(pathname: string): Promise<boolean> {
  let s: string[]
  try {
    s = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return false
  }
  const [area, first, second] = s
  // The compare page (and its no-JavaScript list routes) is a route of its own, not a category.
  if (area === 'urunler' && first === 'karsilastir')
    return s.length === 2 || (s.length === 3 && (second === 'ekle' || second === 'cikar'))
  if (area === 'urunler' && first === 'urun' && second !== undefined && s.length === 3)
    return slugExists('products', second)
  if (area === 'urunler' && first !== undefined && s.length <= 3)
    return (await resolveCategoryPath(s.slice(1))) !== null
  if (area === 'markalarimiz' && first !== undefined && s.length === 2)
    return slugExists('brands', first)
  if (area === 'kurumsal' && first !== undefined && s.length === 2)
    return slugExists('pages', first)
  return true
}

/** Published corporate pages' slugs: a few, kept as typed (`bilgi-guvenliği`). */
const pageSlugs = cachedRead('pageSlugs', ['pages'], async (): Promise<string[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  return docs.map((d) => d.slug)
})

/** For paths typed without Turkish letters: pages keep their slugs as typed (`bilgi-guvenliği`). */
export async function letterlessPath(pathname: string): Promise<string | null> {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const parsed = parseSitePath(path)
  if (!parsed) return null
  let found: string | null = null
  if (parsed.collection === 'pages') {
    const wanted = foldSlug(parsed.slug)
    const slug = (await pageSlugs()).find((s) => foldSlug(s) === wanted)
    found = slug === undefined ? null : publicPath('pages', slug)
  } else if (parsed.collection === 'categories') {
    const slugs = parsed.slugs.map(foldSlug)
    const hit = await resolveCategoryPath(slugs)
    found = hit ? `/urunler/${slugs.join('/')}` : null
  } else {
    const slug = foldSlug(parsed.slug)
    found = (await slugExists(parsed.collection, slug)) ? publicPath(parsed.collection, slug) : null
  }
  return found !== null && found !== path ? found : null
}

/** Product and corporate pages: the addresses a signed-in editor's draft preview may open. */
export function isPreviewablePath(pathname: string): boolean {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return false
  }
  const parsed = parseSitePath(path)
  return parsed?.collection === 'products' || parsed?.collection === 'pages'
}
