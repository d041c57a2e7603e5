// Which search requests are answered before Next (src/lib/http/directSearch.ts): the plain forms,
// read exactly as the route handler reads them; everything else is left to the route handler.
import { describe, expect, it } from 'vitest'

import { directSearchEnabled, directSearchRequest } from '@/lib/http/directSearch'

const req = (url: string, method = 'GET') => directSearchRequest({ url, method })

describe('directSearchRequest', () => {
  it('reads the query and the limit as the route handler does', () => {
    expect(req('/api/product_search/kamera')).toEqual({ query: 'kamera', limit: 5 })
    expect(req('/api/product_search/kamera?limit=20')).toEqual({ query: 'kamera', limit: 20 })
    expect(req('/api/product_search/kamera?limit=1')).toEqual({ query: 'kamera', limit: 1 })
    expect(req(`/api/product_search/${encodeURIComponent('Kapı kilidi ŞĞÜÇÖİ')}`)).toEqual({
      query: 'Kapı kilidi ŞĞÜÇÖİ',
      limit: 5,
    })
    expect(req(`/api/product_search/${'ş'.repeat(300)}`.replace(/ş/g, '%C5%9F'))?.query).toBe(
      'ş'.repeat(200),
    )
  })

  it('leaves everything else to Next', () => {
    for (const url of [
      '/api/product_search/kamera?limit=0',
      '/api/product_search/kamera?limit=21',
      '/api/product_search/kamera?limit=abc',
      '/api/product_search/kamera?limit=5&via=next',
      '/api/product_search/kamera?',
      '/api/product_search/',
      '/api/product_search/a/b',
      '/api/product_search/a%2Fb',
      '/api/product_search/a%5Cb',
      '/api/product_search/%E0%A4%A',
      '/api/product_searchx/kamera',
      '/api/product/kamera',
    ])
      expect(req(url), url).toBeNull()
    expect(req('/api/product_search/kamera', 'HEAD')).toBeNull()
    expect(req('/api/product_search/kamera', 'POST')).toBeNull()
  })

  it('is on unless DIRECT_SEARCH says off', () => {
    expect(directSearchEnabled(undefined)).toBe(true)
    expect(directSearchEnabled('1')).toBe(true)
    for (const off of ['0', 'off', 'false']) expect(directSearchEnabled(off)).toBe(false)
  })
})
