import { describe, expect, it } from 'vitest'

import {
  addToCompare,
  addToQuote,
  compareCookieValue,
  listCookie,
  parseCompareCookie,
  parseQuoteCookie,
  quoteCookieValue,
} from '@/catalog/listCookies'
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

describe('the lists kept in cookies without JavaScript', () => {
  it('compare: at most four valid slugs, each once; a fifth is refused and changes nothing', () => {
    expect(parseCompareCookie('a.b.a.B%20.c..d.e')).toEqual(['a', 'b', 'c', 'd'])
    expect(parseCompareCookie(undefined)).toEqual([])
    expect(parseCompareCookie('../../etc.<script>')).toEqual([])
    const four = ['a', 'b', 'c', 'd']
    expect(addToCompare(four, 'e')).toEqual({ slugs: four, full: true })
    expect(addToCompare(four, 'b')).toEqual({ slugs: four, full: false })
    expect(addToCompare(['a'], 'b')).toEqual({ slugs: ['a', 'b'], full: false })
    expect(compareCookieValue(['a', 'b'])).toBe('a.b')
  })

  it('quote: id × quantity lines, forged ones dropped, quantities clamped, 100 lines at most', () => {
    expect(parseQuoteCookie('12x3.45x0.12x9.x1.7x999999999.abc.8x2x3')).toEqual([
      { id: '12', quantity: 3 },
      { id: '45', quantity: 1 },
      { id: '7', quantity: QUOTE_MAX_QUANTITY },
    ])
    const many = Array.from({ length: 150 }, (_, i) => `${i + 1}x1`).join('.')
    expect(parseQuoteCookie(many)).toHaveLength(QUOTE_MAX_LINES)
    // 100 lines of the longest ids and quantities still fit in one cookie (4096 bytes).
    const longest = Array.from({ length: QUOTE_MAX_LINES }, (_, i) => ({
      id: String(1e14 + i),
      quantity: QUOTE_MAX_QUANTITY,
    }))
    expect(listCookie('vitrin_teklif', quoteCookieValue(longest)).length).toBeLessThan(4096)
  })

  it('quote: an addition sums a line already there; past 100 lines the list is full', () => {
    const { lines } = addToQuote(
      [{ id: '1', quantity: 2 }],
      [
        { id: '1', quantity: 3 },
        { id: '2', quantity: 1 },
      ],
    )
    expect(lines).toEqual([
      { id: '1', quantity: 5 },
      { id: '2', quantity: 1 },
    ])
    const hundred = Array.from({ length: QUOTE_MAX_LINES }, (_, i) => ({ id: `${i}`, quantity: 1 }))
    expect(addToQuote(hundred, [{ id: 'x', quantity: 1 }]).full).toBe(true)
    expect(addToQuote(hundred, [{ id: '5', quantity: 1 }]).full).toBe(false)
  })

  it('an empty list removes its cookie', () => {
    expect(listCookie('vitrin_teklif', '')).toContain('Max-Age=0')
    expect(listCookie('vitrin_teklif', '1x1')).toMatch(/HttpOnly; SameSite=Lax$/)
  })
})
