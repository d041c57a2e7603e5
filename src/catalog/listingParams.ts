// Listing URL parameters (spec sections 5 and 9), plus our `layout` and `f_{attribute}`.
export const LISTING_DEFAULT_LIMIT = 12
export const LISTING_LIMITS = [12, 24, 48] as const
export const LISTING_SIBLINGS = 2

export const SORT_OPTIONS = [
  { value: 'default', label: 'Varsayılan' },
  { value: 'name-asc', label: 'Ada göre (A–Z)' },
  { value: 'name-desc', label: 'Ada göre (Z–A)' },
  { value: 'newest', label: 'En yeni' },
  { value: 'sku', label: 'Ürün koduna göre' },
] as const
/** Offered and honoured only to a signed-in dealer: a visitor's list never orders by a price. */
export const DEALER_SORT_OPTIONS = [
  { value: 'price-asc', label: 'Fiyat (artan)' },
  { value: 'price-desc', label: 'Fiyat (azalan)' },
] as const
export type SortValue =
  (typeof SORT_OPTIONS)[number]['value'] | (typeof DEALER_SORT_OPTIONS)[number]['value']

export const LAYOUTS = [
  { value: 'grid', label: 'Izgara' },
  { value: 'grid-with-features', label: 'Özellikli ızgara' },
  { value: 'list', label: 'Liste' },
] as const
export type LayoutValue = (typeof LAYOUTS)[number]['value']

export interface ListingParams {
  page: number
  limit: number
  sort: SortValue
  layout: LayoutValue
  filters: Record<string, string[]>
  /** Filter attributes' chosen value slugs (`f_cozunurluk=4-mp,8-mp`). */
  attributes: Record<string, string[]>
  /** `stok=var`: in stock only (a signed-in dealer's filter, as the price sorts). */
  inStock: boolean
}

/** A visitor's parameters: the dealer-only sorts and filter dropped. */
export function withoutDealerParams(params: ListingParams): ListingParams {
  const dealerSort = DEALER_SORT_OPTIONS.some((o) => o.value === params.sort)
  return { ...params, sort: dealerSort ? 'default' : params.sort, inStock: false }
}

export const usesDealerParams = (params: ListingParams) =>
  params.inStock || DEALER_SORT_OPTIONS.some((o) => o.value === params.sort)

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

function first(raw: RawParams, key: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(key) ?? undefined
  const value = raw[key]
  return Array.isArray(value) ? value[0] : value
}

function keys(raw: RawParams): string[] {
  return raw instanceof URLSearchParams ? [...new Set(raw.keys())] : Object.keys(raw)
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : fallback
}

export function parseListingParams(raw: RawParams): ListingParams {
  const limit = positiveInt(first(raw, 'limit'), LISTING_DEFAULT_LIMIT)
  const sort = first(raw, 'sort')
  const layout = first(raw, 'layout')
  const filters: Record<string, string[]> = {}
  const attributes: Record<string, string[]> = {}
  for (const key of keys(raw)) {
    const [target, prefix] = key.startsWith('filter_')
      ? [filters, 'filter_']
      : key.startsWith('f_')
        ? [attributes, 'f_']
        : [null, '']
    if (!target) continue
    const values = (first(raw, key) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    if (values.length) target[key.slice(prefix.length)] = [...new Set(values)].sort()
  }
  return {
    page: positiveInt(first(raw, 'page'), 1),
    limit: (LISTING_LIMITS as readonly number[]).includes(limit) ? limit : LISTING_DEFAULT_LIMIT,
    sort: [...SORT_OPTIONS, ...DEALER_SORT_OPTIONS].some((o) => o.value === sort)
      ? (sort as SortValue)
      : 'default',
    layout: LAYOUTS.some((l) => l.value === layout) ? (layout as LayoutValue) : 'grid',
    filters,
    attributes,
    inStock: first(raw, 'stok') === 'var',
  }
}

/** Any change of filters, sort or limit resets the page to 1 (spec section 4). */
export function listingHref(
  basePath: string,
  current: ListingParams,
  change: Partial<ListingParams> = {},
): string {
  const resetsPage =
    'filters' in change ||
    'attributes' in change ||
    'sort' in change ||
    'limit' in change ||
    'inStock' in change
  const next: ListingParams = {
    ...current,
    ...change,
    page: change.page ?? (resetsPage ? 1 : current.page),
  }
  const search = new URLSearchParams()
  for (const slug of Object.keys(next.filters).sort()) {
    const values = next.filters[slug]
    if (values?.length) search.set(`filter_${slug}`, values.join(','))
  }
  for (const slug of Object.keys(next.attributes).sort()) {
    const values = next.attributes[slug]
    if (values?.length) search.set(`f_${slug}`, values.join(','))
  }
  if (next.sort !== 'default') search.set('sort', next.sort)
  if (next.inStock) search.set('stok', 'var')
  if (next.limit !== LISTING_DEFAULT_LIMIT) search.set('limit', String(next.limit))
  if (next.layout !== 'grid') search.set('layout', next.layout)
  if (next.page > 1) search.set('page', String(next.page))
  const query = search.toString()
  return query ? `${basePath}?${query}` : basePath
}

export function toggleFilter(
  filters: Record<string, string[]>,
  slug: string,
  value: string,
): Record<string, string[]> {
  const values = new Set(filters[slug] ?? [])
  if (values.has(value)) values.delete(value)
  else values.add(value)
  const next = { ...filters, [slug]: [...values].sort() }
  if (!next[slug]!.length) delete next[slug]
  return next
}

/** Page numbers to show: first, last, the current one with `siblings` each side, and gaps (null). */
export function paginationRange(
  page: number,
  pages: number,
  siblings = LISTING_SIBLINGS,
): (number | null)[] {
  if (pages <= 1) return [1]
  const out: (number | null)[] = []
  const start = Math.max(2, page - siblings)
  const end = Math.min(pages - 1, page + siblings)
  out.push(1)
  if (start > 2) out.push(null)
  for (let p = start; p <= end; p++) out.push(p)
  if (end < pages - 1) out.push(null)
  out.push(pages)
  return out
}
