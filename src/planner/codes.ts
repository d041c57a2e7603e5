import 'server-only'

import { productIndex } from '@/catalog/search/productIndex'
import { getPayloadClient } from '@/lib/payload'

/**
 * What each group's camera field names, as a product slug: a code typed on the page matched like
 * the quote list's paste box (one product, or left as typed for the schema to refuse); a slug from
 * a link stays a slug.
 */
export async function cameraSlugs(typed: string[]): Promise<string[]> {
  const codes = typed.map((t) => t.trim())
  if (!codes.some(Boolean)) return codes
  const matches = await productIndex.matchCodes(await getPayloadClient(), codes)
  return codes.map((code, i) => {
    const products = code ? (matches[i]?.products ?? []) : []
    return products.length === 1 ? products[0]!.slug : code
  })
}
