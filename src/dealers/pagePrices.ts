import 'server-only'

import { cookies } from 'next/headers'

import type { Price } from './components/priceStore'
import { dealerPrices } from './prices'
import { currentDealer, DEALER_COOKIE } from './session'

export type PagePrices = Record<string, Price>

/**
 * A signed-in dealer's prices of a page's products, in one read, rendered into the page so they
 * show without JavaScript; null for everyone else (no cookie: no database read at all).
 */
export async function pagePrices(slugs: string[]): Promise<PagePrices | null> {
  if (!slugs.length || !(await cookies()).has(DEALER_COOKIE)) return null
  const session = await currentDealer()
  if (!session) return null
  const prices = await dealerPrices(session, slugs)
  return Object.fromEntries(prices.map(({ slug, ...price }) => [slug, price]))
}

/**
 * One product's price for its box: null when the server looked and there is none for the dealer,
 * undefined when nobody is signed in (the box then stays empty without asking).
 */
export const pagePrice = (prices: PagePrices | null | undefined, slug: string) =>
  prices ? (prices[slug] ?? null) : undefined
