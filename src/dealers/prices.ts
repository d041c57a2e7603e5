import 'server-only'

import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'
import { idOf, rel } from '@/lib/relations'
import type { PriceGroup } from '@/payload-types'

import type { DealerSession } from './session'
import type { DealerPrice } from './types'

export type { DealerPrice }

/** At most this many products per price request (a listing page's 24 and then some). */
export const MAX_PRICED_PRODUCTS = 48

const cents = (value: number) => Math.round(value * 100) / 100

/** The company's net price of a product: its group's special price, else the group's discount. */
export function netPriceOf(
  listPrice: number,
  groupPrices: { group: unknown; netPrice: number }[] | null | undefined,
  session: DealerSession,
): number {
  const group = idOf(session.company.priceGroup)
  const special = groupPrices?.find((row) => String(idOf(row.group)) === String(group))
  if (special) return special.netPrice
  const discount = rel<PriceGroup>(session.company.priceGroup)?.discountPercent ?? 0
  return cents(listPrice * (1 - discount / 100))
}

/**
 * The day's USD and EUR rates in TRY as the site settings keep them (src/dealers/exchangeRates.ts);
 * cached like the public settings, whose save (by staff or the daily job) expires both.
 */
export const exchangeRates = cachedRead('exchangeRates', ['globals:site-settings'], async () => {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { exchangeRates: true },
    depth: 0,
    overrideAccess: true,
  })
  return settings.exchangeRates ?? null
})

/**
 * The dealer's prices of published products, in one read (callers keep to MAX_PRICED_PRODUCTS or
 * a quote list's 100); products without a price are left out.
 */
export async function dealerPrices(
  session: DealerSession,
  slugs: string[],
): Promise<DealerPrice[]> {
  if (!slugs.length) return []
  const payload = await getPayloadClient()
  const [{ docs }, rates] = await Promise.all([
    payload.find({
      collection: 'products',
      // By slug alone, drafts dropped below: with `_status` in the query SQLite read the whole
      // status index instead of the slug index (93 ms for 24 slugs at 20,000 products, ~20 without).
      where: { slug: { in: slugs } },
      select: {
        _status: true,
        slug: true,
        listPrice: true,
        currency: true,
        stock: true,
        leadTimeDays: true,
        groupPrices: true,
      },
      depth: 0,
      limit: slugs.length,
      pagination: false,
      overrideAccess: true,
    }),
    exchangeRates(),
  ])
  const rateOf = (currency: string) =>
    currency === 'TRY'
      ? 1
      : currency === 'USD'
        ? rates?.usdTry
        : currency === 'EUR'
          ? rates?.eurTry
          : null
  return docs.flatMap((d) => {
    if (d._status !== 'published' || typeof d.listPrice !== 'number') return []
    const currency = d.currency ?? 'USD'
    const netPrice = netPriceOf(d.listPrice, d.groupPrices, session)
    const rate = rateOf(currency)
    const converted = currency !== 'TRY' && typeof rate === 'number' && rate > 0
    return [
      {
        slug: d.slug,
        listPrice: d.listPrice,
        netPrice,
        currency,
        stock: d.stock ?? null,
        leadTimeDays: d.leadTimeDays ?? null,
        tryPrice: converted ? cents(netPrice * rate) : null,
        rateDate: converted && rates?.date ? rates.date.slice(0, 10) : null,
      },
    ]
  })
}
