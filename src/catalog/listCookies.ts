import { COMPARE_MAX_ITEMS, parseCompareSlugs } from './compare'
import { clampQuantity, mergeQuoteLines } from './quoteLines'
import { QUOTE_MAX_LINES } from '@/lib/validation/quoteLimits'

// Without JavaScript the compare and quote lists live in two cookies, written by the route
// handlers under /urunler/karsilastir and /teklif-listesi, with the browser lists' limits.
// Product ids, not slugs, in the quote list: 100 lines must fit in one 4 kB cookie.

export const COMPARE_COOKIE = 'vitrin_karsilastir'
export const QUOTE_COOKIE = 'vitrin_teklif'

/** A month, like a browser list that nobody clears. */
const MAX_AGE = 30 * 24 * 60 * 60

/** The list form's fields without JavaScript: `adet-<id>` quantities, `kaldir=<id>`. */
export const QUOTE_QUANTITY_FIELD = 'adet-'
export const QUOTE_REMOVE_FIELD = 'kaldir'

export interface CookieLine {
  id: string
  quantity: number
}

const LINE = /^(\d{1,15})x(\d{1,9})$/

export function parseCompareCookie(value: string | undefined): string[] {
  return parseCompareSlugs((value ?? '').split('.').join(','))
}

export function compareCookieValue(slugs: string[]): string {
  return parseCompareSlugs(slugs.join(',')).join('.')
}

/** Adds a product to compare; `full` (and the list unchanged) when it holds the most already. */
export function addToCompare(slugs: string[], slug: string): { slugs: string[]; full: boolean } {
  if (slugs.includes(slug)) return { slugs, full: false }
  if (slugs.length >= COMPARE_MAX_ITEMS) return { slugs, full: true }
  return { slugs: [...slugs, slug], full: false }
}

export function parseQuoteCookie(value: string | undefined): CookieLine[] {
  const lines: CookieLine[] = []
  for (const part of (value ?? '').split('.')) {
    const match = LINE.exec(part)
    if (!match || lines.some((l) => l.id === match[1])) continue
    lines.push({ id: match[1]!, quantity: clampQuantity(Number(match[2])) })
    if (lines.length === QUOTE_MAX_LINES) break
  }
  return lines
}

export function quoteCookieValue(lines: CookieLine[]): string {
  return lines.map((l) => `${l.id}x${clampQuantity(l.quantity)}`).join('.')
}

export const addToQuote = (lines: CookieLine[], added: CookieLine[]) =>
  mergeQuoteLines(lines, added, (l) => l.id)

/** A Set-Cookie value (an empty list removes it); read by the server only, like the form flash. */
export function listCookie(name: string, value: string): string {
  return `${name}=${value}; Path=/; Max-Age=${value ? MAX_AGE : 0}; HttpOnly; SameSite=Lax`
}
