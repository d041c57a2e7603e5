import { COLORS, PRODUCTS } from './data/products'
import type {
  CheckFilter,
  DemoProduct,
  ListFilter,
  ListOptions,
  ProductsList,
  RangeFilter,
} from './types'

/** Listing defaults (spec section 9): page size 12, sort 'default', page 1. */
export const DEFAULT_LIMIT = 12
export const DEFAULT_SORT = 'default'
export const PAGINATION_SIBLINGS = 2
export const LIMIT_OPTIONS = [12, 18, 24] as const

export const SORT_OPTIONS = [
  { value: 'default', label: 'Default' },
  { value: 'name_asc', label: 'Name (A-Z)' },
  { value: 'name_desc', label: 'Name (Z-A)' },
  { value: 'price_asc', label: 'Price (low-high)' },
  { value: 'price_desc', label: 'Price (high-low)' },
] as const

export interface ListQuery {
  options: ListOptions
  filters: Record<string, string>
}

type ParamsInput = URLSearchParams | Record<string, string | string[] | undefined>

function entries(params: ParamsInput): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()]
  return Object.entries(params).flatMap(([key, value]): [string, string][] => {
    if (value === undefined) return []
    const first = Array.isArray(value) ? value[0] : value
    return first === undefined ? [] : [[key, first]]
  })
}

function positiveInt(raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const value = parseFloat(raw)
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback
}

/** Spec section 5. */
export function parseListQuery(params: ParamsInput): ListQuery {
  const map = new Map(entries(params))
  const filters: Record<string, string> = {}
  for (const [key, value] of map) {
    const match = /^filter_([-_A-Za-z0-9]+)$/.exec(key)
    if (match?.[1] && value !== '') filters[match[1]] = value
  }
  return {
    options: {
      page: positiveInt(map.get('page'), 1),
      limit: positiveInt(map.get('limit'), DEFAULT_LIMIT),
      sort: map.get('sort') || DEFAULT_SORT,
    },
    filters,
  }
}

/** Defaults and empty filters omitted. */
export function buildListQuery(query: ListQuery): string {
  const params = new URLSearchParams()
  if (query.options.page !== 1) params.set('page', String(query.options.page))
  if (query.options.limit !== DEFAULT_LIMIT) params.set('limit', String(query.options.limit))
  if (query.options.sort !== DEFAULT_SORT) params.set('sort', query.options.sort)
  for (const [slug, value] of Object.entries(query.filters)) {
    if (value !== '') params.set(`filter_${slug}`, value)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Any filter change resets to page 1; an empty value removes the filter. */
export function withFilter(query: ListQuery, slug: string, value: string): ListQuery {
  const filters = { ...query.filters }
  if (value === '') delete filters[slug]
  else filters[slug] = value
  return { options: { ...query.options, page: 1 }, filters }
}

/** A changed option (limit or sort) resets to page 1; a page change keeps the rest. */
export function withOption(
  query: ListQuery,
  option: 'page' | 'limit' | 'sort',
  value: number | string,
): ListQuery {
  if (option === 'page') return { ...query, options: { ...query.options, page: Number(value) } }
  return { ...query, options: { ...query.options, [option]: value, page: 1 } }
}

export function withoutFilters(query: ListQuery): ListQuery {
  return { options: { ...query.options, page: 1 }, filters: {} }
}

/** Pages shown in the pagination: the current page with 2 siblings each side where possible. */
export function paginationPages(
  current: number,
  total: number,
  siblings = PAGINATION_SIBLINGS,
): number[] {
  if (total < 1) return []
  const page = Math.min(Math.max(1, current), total)
  const min = Math.max(1, Math.min(page - siblings, total - siblings * 2))
  const max = Math.min(total, min + siblings * 2)
  return Array.from({ length: max - min + 1 }, (_, i) => min + i)
}

// --- The simulated shop service: filters, sorting and paging over the local sample data. ---

function checkValue(raw: string | undefined): string[] {
  return raw ? raw.split(',').filter(Boolean) : []
}

function rangeValue(raw: string | undefined, min: number, max: number): [number, number] {
  const match = raw ? /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(raw) : null
  if (!match) return [min, max]
  const from = Math.max(min, Number(match[1]))
  const to = Math.min(max, Number(match[2]))
  return from <= to ? [from, to] : [min, max]
}

function colorSlugs(product: DemoProduct): string[] {
  return product.attributes.find((a) => a.slug === 'color')?.values.map((v) => v.slug) ?? []
}

function discountOf(product: DemoProduct): 'yes' | 'no' {
  return product.compareAtPrice !== null ? 'yes' : 'no'
}

function count<T>(list: T[], test: (item: T) => boolean): number {
  return list.filter(test).length
}

export function buildFilters(base: DemoProduct[], values: Record<string, string>): ListFilter[] {
  const prices = base.map((p) => p.price)
  const min = prices.length ? Math.floor(Math.min(...prices)) : 0
  const max = prices.length ? Math.ceil(Math.max(...prices)) : 0
  const price: RangeFilter = {
    type: 'range',
    slug: 'price',
    name: 'Price',
    min,
    max,
    value: rangeValue(values.price, min, max),
  }
  const brandSlugs = [...new Set(base.map((p) => p.brand.slug))].sort()
  const brand: CheckFilter = {
    type: 'check',
    slug: 'brand',
    name: 'Brand',
    items: brandSlugs.map((slug) => ({
      slug,
      name: base.find((p) => p.brand.slug === slug)?.brand.name ?? slug,
      count: count(base, (p) => p.brand.slug === slug),
    })),
    value: checkValue(values.brand),
  }
  const discountRaw = values.discount
  const discount: CheckFilter = {
    type: 'radio',
    slug: 'discount',
    name: 'With Discount',
    items: [
      { slug: 'any', name: 'Any', count: base.length },
      { slug: 'yes', name: 'Yes', count: count(base, (p) => discountOf(p) === 'yes') },
      { slug: 'no', name: 'No', count: count(base, (p) => discountOf(p) === 'no') },
    ],
    value: discountRaw === 'yes' || discountRaw === 'no' ? [discountRaw] : ['any'],
  }
  const color: CheckFilter = {
    type: 'color',
    slug: 'color',
    name: 'Color',
    items: Object.entries(COLORS).map(([slug, c]) => ({
      slug,
      name: c.name,
      color: c.color,
      count: count(base, (p) => colorSlugs(p).includes(slug)),
    })),
    value: checkValue(values.color),
  }
  return [price, brand, discount, color]
}

function matches(product: DemoProduct, filter: ListFilter): boolean {
  if (filter.type === 'range') {
    const isDefault = filter.value[0] === filter.min && filter.value[1] === filter.max
    return isDefault || (product.price >= filter.value[0] && product.price <= filter.value[1])
  }
  if (filter.type === 'radio') {
    const selected = filter.value[0]
    return !selected || selected === 'any' || discountOf(product) === selected
  }
  if (filter.value.length === 0) return true
  if (filter.slug === 'brand') return filter.value.includes(product.brand.slug)
  return colorSlugs(product).some((slug) => filter.value.includes(slug))
}

function sortProducts(items: DemoProduct[], sort: string): DemoProduct[] {
  const sorted = [...items]
  switch (sort) {
    case 'name_asc':
      return sorted.sort((a, b) => a.name.localeCompare(b.name, 'en'))
    case 'name_desc':
      return sorted.sort((a, b) => b.name.localeCompare(a.name, 'en'))
    case 'price_asc':
      return sorted.sort((a, b) => a.price - b.price)
    case 'price_desc':
      return sorted.sort((a, b) => b.price - a.price)
    default:
      return sorted
  }
}

export function listProducts(query: ListQuery, categorySlug: string | null = null): ProductsList {
  const base = categorySlug ? PRODUCTS.filter((p) => p.categories.includes(categorySlug)) : PRODUCTS
  const filters = buildFilters(base, query.filters)
  const filtered = sortProducts(
    base.filter((p) => filters.every((f) => matches(p, f))),
    query.options.sort,
  )
  const { limit } = query.options
  const pages = Math.max(1, Math.ceil(filtered.length / limit))
  const page = Math.min(query.options.page, pages)
  const start = (page - 1) * limit
  const items = filtered.slice(start, start + limit)
  return {
    items,
    page,
    limit,
    sort: query.options.sort,
    total: filtered.length,
    pages,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
    filters,
  }
}

/** The value a filter writes to the URL for a set of selected slugs or a range. */
export function serializeFilterValue(
  filter: ListFilter,
  value: string[] | [number, number],
): string {
  if (filter.type === 'range') {
    const [from, to] = value as [number, number]
    return from === filter.min && to === filter.max ? '' : `${from}-${to}`
  }
  if (filter.type === 'radio') {
    const selected = (value as string[])[0]
    return !selected || selected === 'any' ? '' : selected
  }
  return (value as string[]).join(',')
}
