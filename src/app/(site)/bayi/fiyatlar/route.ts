import { parseCompareSlugs } from '@/catalog/compare'
import { dealerPrices, MAX_PRICED_PRODUCTS } from '@/dealers/prices'
import { currentDealer } from '@/dealers/session'
import { withErrors } from '@/lib/http/handler'
import { jsonError } from '@/lib/http/json'

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }

/**
 * GET /bayi/fiyatlar?urunler=a,b — the signed-in dealer's prices and stock for these products.
 * Pages stay the same for everyone (and cached); a dealer's browser fills its figures in from here.
 */
export const GET = withErrors(async (request: Request) => {
  const session = await currentDealer()
  if (!session) return jsonError(401, 'Fiyatları görmek için bayi girişi yapınız.')
  const raw = new URL(request.url).searchParams.get('urunler') ?? ''
  const slugs = [...new Set(raw.split(',').flatMap((s) => parseCompareSlugs(s)))].slice(
    0,
    MAX_PRICED_PRODUCTS,
  )
  return Response.json({ prices: await dealerPrices(session, slugs) }, { headers: PRIVATE })
})
