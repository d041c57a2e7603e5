import { decodedLayers, hasHostileCharacters, isSafeSitePath } from '@/lib/http/location'
import { slugify } from '@/lib/turkish'

export { isSafeSitePath }

/** The collections a redirect may point at, and whose slug changes leave one behind. */
export const REDIRECT_COLLECTIONS = ['products', 'categories', 'brands', 'pages'] as const
export type RedirectCollection = (typeof REDIRECT_COLLECTIONS)[number]

export const isRedirectCollection = (value: unknown): value is RedirectCollection =>
  (REDIRECT_COLLECTIONS as readonly unknown[]).includes(value)

/** Paths that never reach the site's pages (the proxy does not look redirects up for them). */
const RESERVED = /^\/(?:admin|cms-api|api|_next|onizleme|erp)(?:\/|$)/

/** The site's fixed routes: a redirect from one would hide a page. Records: see referenceAtPath. */
export const LIVE_ROUTES: readonly string[] = [
  '/',
  '/arama',
  '/bayilik-basvurusu',
  '/hakkimizda',
  '/iletisim',
  '/insan-kaynaklari',
  '/markalarimiz',
  '/teklif-listesi',
  '/teklif-listesi/ekle',
  '/teklif-listesi/guncelle',
  '/urunler',
  '/urunler/karsilastir',
  '/urunler/karsilastir/ekle',
  '/urunler/karsilastir/cikar',
  '/home-two',
  '/sitemap.xml',
  '/robots.txt',
  '/icon.svg',
  '/healthz',
  '/readyz',
]

const LIVE_AREAS = /^\/(?:shop|blog|site|account|bayi|sitemaps)(?:\/|$)/

export function isLiveRoute(path: string): boolean {
  const p = normalizePath(path)
  return p !== null && (LIVE_ROUTES.includes(p) || LIVE_AREAS.test(p))
}

/** A `from` path, decoded and slash-trimmed; case is kept: old sites had case-sensitive URLs. */
export function normalizePath(input: string): string | null {
  let s = input.trim()
  if (!s || hasHostileCharacters(s)) return null
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(s) || s.startsWith('//')) {
    try {
      s = new URL(s.startsWith('//') ? `http:${s}` : s).pathname
    } catch {
      return null
    }
  }
  s = s.replace(/[?#].*$/, '')
  try {
    s = decodeURIComponent(s)
  } catch {
    // A stray '%' stays as typed.
  }
  s = `/${s}`.replace(/\/{2,}/g, '/')
  if (s.length > 1) s = s.replace(/\/+$/, '')
  return s
}

/** Keeps the sorted query, so that `urun.php?id=42` and `urun.php?id=43` stay two redirects. */
export function normalizeFrom(input: string): string | null {
  const s = input.trim()
  const match = /^[^?#]*\?([^#]*)/.exec(s)
  const path = normalizePath(s)
  if (!path) return null
  const query = match ? sortedQuery(match[1]!) : ''
  return query ? `${path}?${query}` : path
}

export function sortedQuery(query: string): string {
  const params = new URLSearchParams(query)
  params.sort()
  return params.toString()
}

/** Whether a path may be a redirect's `from` at all (not the admin, the APIs or Next's files). */
export const isRedirectablePath = (path: string) => !RESERVED.test(path)

/** Site paths normalised like `from`, this site's URLs reduced to paths; null if not http(s). */
export function normalizeTarget(input: string, siteUrl?: string): string | null {
  const s = input.trim()
  if (!s || hasHostileCharacters(s)) return null
  let target: string
  if (/^[a-z][a-z0-9+.-]*:/i.test(s) || s.startsWith('//')) {
    let url: URL
    try {
      url = new URL(s.startsWith('//') ? `https:${s}` : s)
    } catch {
      return null
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const site = siteUrl ? safeOrigin(siteUrl) : null
    if (site === null || url.origin !== site) return url.href
    target = withQuery(normalizePath(url.pathname) ?? '/', url.search)
  } else {
    // An encoded slash must not decode into a '//' prefix: that would be another host's address.
    const raw = s.replace(/[?#].*$/s, '')
    if (decodedLayers(raw.startsWith('/') ? raw : `/${raw}`).some((l) => l.startsWith('//')))
      return null
    const [path = '', query = ''] = s.split(/\?(.*)/s, 2)
    target = withQuery(normalizePath(path.replace(/#.*$/, '')) ?? '/', query ? `?${query}` : '')
  }
  return isSafeSitePath(target) ? target : null
}

/** Whether a normalised target leaves the site (another origin): only an admin may set one. */
export const isExternalTarget = (target: string) => !target.startsWith('/')

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const withQuery = (path: string, search: string) =>
  search && search !== '?' ? `${path}${search.replace(/#.*$/, '')}` : path

/** Adds the request's query; parameters the target already names win. */
export function keepQuery(target: string, search: string): string {
  if (!search || search === '?') return target
  const hash = target.indexOf('#')
  const base = hash === -1 ? target : target.slice(0, hash)
  const fragment = hash === -1 ? '' : target.slice(hash)
  const [path = '', own = ''] = base.split(/\?(.*)/s, 2)
  const params = new URLSearchParams(search)
  const mine = new URLSearchParams(own)
  for (const key of mine.keys()) params.delete(key)
  const merged = [own, params.toString()].filter(Boolean).join('&')
  return `${path}${merged ? `?${merged}` : ''}${fragment}`
}

/** The public address of a catalogue record (the same shapes as the sitemap's). */
export function publicPath(
  collection: RedirectCollection,
  slug: string,
  parentSlug?: string | null,
): string {
  switch (collection) {
    case 'products':
      return `/urunler/urun/${slug}`
    case 'brands':
      return `/markalarimiz/${slug}`
    case 'pages':
      // The about page has a route of its own (`/hakkimizda`, spec section 2).
      return slug === 'hakkimizda' ? '/hakkimizda' : `/kurumsal/${slug}`
    case 'categories':
      return parentSlug ? `/urunler/${parentSlug}/${slug}` : `/urunler/${slug}`
  }
}

export type SitePath =
  | { collection: 'products' | 'brands' | 'pages'; slug: string }
  | { collection: 'categories'; slugs: [string] | [string, string] }

/** The inverse of publicPath. */
export function parseSitePath(path: string): SitePath | null {
  const s = path.split('/').filter(Boolean)
  const [area, first, second] = s
  if (area === 'hakkimizda' && s.length === 1) return { collection: 'pages', slug: 'hakkimizda' }
  if (area === 'urunler' && first === 'urun')
    return second !== undefined && s.length === 3 ? { collection: 'products', slug: second } : null
  if (area === 'urunler' && first === 'karsilastir') return null
  if (area === 'urunler' && first !== undefined && s.length <= 3)
    return {
      collection: 'categories',
      slugs: second !== undefined ? [first, second] : [first],
    }
  if (area === 'markalarimiz' && first !== undefined && s.length === 2)
    return { collection: 'brands', slug: first }
  if (area === 'kurumsal' && first !== undefined && s.length === 2)
    return { collection: 'pages', slug: first }
  return null
}

export const foldSlug = (slug: string) => slugify(slug)
