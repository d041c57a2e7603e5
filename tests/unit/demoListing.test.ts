import { describe, expect, it } from 'vitest'

import { CATEGORIES, categoryPath, getCategoryBySlug } from '@/demo/data/categories'
import {
  getProductBySlug,
  listLatestProducts,
  listRelatedProducts,
  PRODUCTS,
} from '@/demo/data/products'
import {
  buildListQuery,
  listProducts,
  paginationPages,
  parseListQuery,
  serializeFilterValue,
  withFilter,
  withOption,
  withoutFilters,
  type ListQuery,
} from '@/demo/listing'

const base: ListQuery = { options: { page: 1, limit: 12, sort: 'default' }, filters: {} }

describe('listing URL parameters', () => {
  it('parses page and limit as numbers, sort as text and filter_{slug}', () => {
    const q = parseListQuery(
      new URLSearchParams(
        'page=3&limit=24&sort=name_desc&filter_brand=axis,bosch&filter_price=10-200&other=1',
      ),
    )
    expect(q).toEqual({
      options: { page: 3, limit: 24, sort: 'name_desc' },
      filters: { brand: 'axis,bosch', price: '10-200' },
    })
  })

  it('falls back to the defaults for missing or bad values', () => {
    expect(parseListQuery({})).toEqual(base)
    expect(parseListQuery({ page: 'x', limit: '-3', sort: '', filter_color: '' })).toEqual(base)
    expect(parseListQuery({ page: ['2', '5'] }).options.page).toBe(2)
  })

  it('writes page 1, limit 12 and sort default as nothing', () => {
    expect(buildListQuery(base)).toBe('')
    expect(buildListQuery({ ...base, options: { page: 2, limit: 12, sort: 'default' } })).toBe(
      '?page=2',
    )
    expect(
      buildListQuery({
        options: { page: 1, limit: 18, sort: 'price_asc' },
        filters: { color: 'white' },
      }),
    ).toBe('?limit=18&sort=price_asc&filter_color=white')
  })

  it('round-trips', () => {
    const q: ListQuery = {
      options: { page: 4, limit: 24, sort: 'name_asc' },
      filters: { brand: 'axis', discount: 'yes' },
    }
    expect(parseListQuery(new URLSearchParams(buildListQuery(q).slice(1)))).toEqual(q)
  })

  it('any filter or option change resets to page 1; a page change does not', () => {
    const onPage3: ListQuery = { ...base, options: { ...base.options, page: 3 } }
    expect(withFilter(onPage3, 'brand', 'axis')).toEqual({
      options: { ...base.options, page: 1 },
      filters: { brand: 'axis' },
    })
    expect(withFilter({ ...onPage3, filters: { brand: 'axis' } }, 'brand', '').filters).toEqual({})
    expect(withOption(onPage3, 'sort', 'name_asc').options).toEqual({
      page: 1,
      limit: 12,
      sort: 'name_asc',
    })
    expect(withOption(onPage3, 'limit', 24).options.page).toBe(1)
    expect(withOption(onPage3, 'page', 2).options.page).toBe(2)
    expect(withoutFilters({ ...onPage3, filters: { color: 'red' } })).toEqual(base)
  })

  it('pagination shows 2 siblings each side', () => {
    expect(paginationPages(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(paginationPages(5, 10)).toEqual([3, 4, 5, 6, 7])
    expect(paginationPages(10, 10)).toEqual([6, 7, 8, 9, 10])
    expect(paginationPages(2, 3)).toEqual([1, 2, 3])
    expect(paginationPages(1, 1)).toEqual([1])
    expect(paginationPages(1, 0)).toEqual([])
  })
})

describe('simulated product listing', () => {
  it('pages by the limit and sorts', () => {
    const page1 = listProducts(base)
    expect(page1.items).toHaveLength(12)
    expect(page1.pages).toBe(Math.ceil(PRODUCTS.length / 12))
    expect(page1.from).toBe(1)
    const last = listProducts(withOption(base, 'page', page1.pages))
    expect(last.to).toBe(PRODUCTS.length)
    const byPrice = listProducts(
      withOption({ ...base, options: { ...base.options, limit: 100 } }, 'sort', 'price_asc'),
    )
    const prices = byPrice.items.map((p) => p.price)
    expect(prices).toEqual([...prices].sort((x, y) => x - y))
  })

  it('filters by check, color, radio and range, and keeps the four filter types', () => {
    const all = listProducts(base)
    expect(all.filters.map((f) => f.type)).toEqual(['range', 'check', 'radio', 'color'])
    const axis = listProducts(withFilter(base, 'brand', 'axis'))
    expect(axis.items.every((p) => p.brand.slug === 'axis')).toBe(true)
    expect(axis.total).toBeGreaterThan(0)
    const red = listProducts(withFilter(base, 'color', 'red'))
    expect(red.items.every((p) => p.attributes[0]?.values.some((v) => v.slug === 'red'))).toBe(true)
    const sale = listProducts(withFilter(base, 'discount', 'yes'))
    expect(sale.items.every((p) => p.compareAtPrice !== null)).toBe(true)
    const cheap = listProducts(withFilter(base, 'price', '0-50'))
    expect(cheap.items.every((p) => p.price <= 50)).toBe(true)
    expect(cheap.filters[0]).toMatchObject({ type: 'range', value: [12, 50] })
  })

  it('an impossible combination gives an empty result', () => {
    const none = listProducts({ ...base, filters: { brand: 'assa', color: 'red' } })
    expect(none.items).toEqual([])
    expect(none.total).toBe(0)
  })

  it('limits to a category', () => {
    const locks = listProducts(base, 'locks')
    expect(locks.items.every((p) => p.categories.includes('locks'))).toBe(true)
  })

  it('serializes filter values; the full range and "any" are omitted', () => {
    const [price, brand, discount] = listProducts(base).filters
    if (price?.type !== 'range' || !brand || !discount) throw new Error('filters')
    expect(serializeFilterValue(price, [price.min, price.max])).toBe('')
    expect(serializeFilterValue(price, [20, 100])).toBe('20-100')
    expect(serializeFilterValue(brand, ['axis', 'bosch'])).toBe('axis,bosch')
    expect(serializeFilterValue(discount, ['any'])).toBe('')
    expect(serializeFilterValue(discount, ['no'])).toBe('no')
  })
})

describe('demo sample data', () => {
  it('products carry every field with ratings 1-5', () => {
    for (const p of PRODUCTS) {
      expect(p.rating).toBeGreaterThanOrEqual(1)
      expect(p.rating).toBeLessThanOrEqual(5)
      expect(p.reviews).toBeGreaterThanOrEqual(0)
      expect(p.slug).toMatch(/^[a-z0-9-]+$/)
      expect(p.cover_photo).toBe(p.images[0])
      expect(p.brand_name).toBe(p.brand.name)
      expect(p.attributes.length).toBeGreaterThan(0)
    }
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length)
  })

  it('related products are 8 without the product itself; latest are 5', () => {
    const p = PRODUCTS[0]!
    const related = listRelatedProducts(p)
    expect(related).toHaveLength(8)
    expect(related.some((r) => r.id === p.id)).toBe(false)
    expect(listLatestProducts()).toHaveLength(5)
  })

  it('unknown slugs give null; the category tree has parents', () => {
    expect(getProductBySlug('nope')).toBeNull()
    expect(getCategoryBySlug('nope')).toBeNull()
    const ip = getCategoryBySlug('ip-cameras')
    expect(ip?.parent).toBe('cameras')
    expect(categoryPath(ip!).map((c) => c.slug)).toEqual(['cameras', 'ip-cameras'])
    expect(CATEGORIES.length).toBeGreaterThan(3)
  })
})
