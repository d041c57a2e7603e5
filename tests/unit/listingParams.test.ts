import { describe, expect, it } from 'vitest'

import {
  listingHref,
  paginationRange,
  parseListingParams,
  toggleFilter,
  usesDealerParams,
  withoutDealerParams,
} from '@/catalog/listingParams'

describe('listing URL parameters', () => {
  it('parses page and limit as numbers, sort as text and filter_{slug} lists', () => {
    const p = parseListingParams({
      page: '3',
      limit: '24',
      sort: 'name-desc',
      filter_marka: 'b,a,a',
    })
    expect(p).toEqual({
      page: 3,
      limit: 24,
      sort: 'name-desc',
      layout: 'grid',
      filters: { marka: ['a', 'b'] },
      attributes: {},
      inStock: false,
    })
  })

  it('falls back to defaults for junk', () => {
    const p = parseListingParams({
      page: '-2',
      limit: '1000',
      sort: 'drop table',
      layout: 'x',
      filter_marka: '',
    })
    expect(p).toEqual({
      page: 1,
      limit: 12,
      sort: 'default',
      layout: 'grid',
      filters: {},
      attributes: {},
      inStock: false,
    })
    expect(parseListingParams(new URLSearchParams('page=2.5&limit=abc')).page).toBe(1)
  })

  it('reads the dealer sorts and "stok=var", and drops them for a visitor', () => {
    const p = parseListingParams({ sort: 'price-desc', stok: 'var', page: '3' })
    expect(p).toMatchObject({ sort: 'price-desc', inStock: true })
    expect(usesDealerParams(p)).toBe(true)
    expect(listingHref('/b', p)).toBe('/b?sort=price-desc&stok=var&page=3')
    expect(listingHref('/b', p, { inStock: false })).toBe('/b?sort=price-desc')
    const visitor = withoutDealerParams(p)
    expect(visitor).toMatchObject({ sort: 'default', inStock: false, page: 3 })
    expect(usesDealerParams(visitor)).toBe(false)
    expect(withoutDealerParams(parseListingParams({ sort: 'newest' })).sort).toBe('newest')
  })

  it('leaves page 1, limit 12, the default sort and layout out of the URL', () => {
    const p = parseListingParams({})
    expect(listingHref('/urunler/x', p)).toBe('/urunler/x')
    expect(listingHref('/urunler/x', p, { page: 2 })).toBe('/urunler/x?page=2')
    expect(listingHref('/urunler/x', p, { limit: 24, layout: 'list' })).toBe(
      '/urunler/x?limit=24&layout=list',
    )
  })

  it('resets to page 1 on any filter, sort or limit change, not on a layout change', () => {
    const p = parseListingParams({ page: '4' })
    expect(listingHref('/b', p, { sort: 'newest' })).toBe('/b?sort=newest')
    expect(listingHref('/b', p, { filters: { marka: ['norvik'] } })).toBe('/b?filter_marka=norvik')
    expect(listingHref('/b', p, { layout: 'list' })).toBe('/b?layout=list&page=4')
  })

  it('toggles filter values', () => {
    expect(toggleFilter({}, 'marka', 'a')).toEqual({ marka: ['a'] })
    expect(toggleFilter({ marka: ['a', 'b'] }, 'marka', 'a')).toEqual({ marka: ['b'] })
    expect(toggleFilter({ marka: ['a'] }, 'marka', 'a')).toEqual({})
  })

  it('shows two sibling pages around the current one', () => {
    expect(paginationRange(1, 1)).toEqual([1])
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, null, 10])
    expect(paginationRange(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10])
    expect(paginationRange(10, 10)).toEqual([1, null, 8, 9, 10])
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('filter attributes in the URL (issue 31)', () => {
  it('reads f_ parameters beside filter_, and writes them back, resetting the page', () => {
    const p = parseListingParams(
      new URLSearchParams('f_cozunurluk=8-mp,4-mp&f_poe=evet&filter_brand=norvik&page=3'),
    )
    expect(p.attributes).toEqual({ cozunurluk: ['4-mp', '8-mp'], poe: ['evet'] })
    expect(p.filters).toEqual({ brand: ['norvik'] })
    expect(listingHref('/urunler/x', p, { attributes: { ...p.attributes, poe: [] } })).toBe(
      '/urunler/x?filter_brand=norvik&f_cozunurluk=4-mp%2C8-mp',
    )
    expect(listingHref('/urunler/x', p)).toContain('page=3')
  })
})
