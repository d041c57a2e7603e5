import 'server-only'

import { cookies } from 'next/headers'

import {
  type ListingParams,
  parseListingParams,
  withoutDealerParams,
} from '@/catalog/listingParams'

import { currentDealer, DEALER_COOKIE } from './session'

/**
 * A listing's parameters: a signed-in dealer's price sorts and "Stokta olanlar" are honoured; for
 * anyone else they are dropped, so a visitor can never order products by a price it cannot see.
 */
export async function listingParamsFor(
  raw: Record<string, string | string[] | undefined>,
): Promise<{ params: ListingParams; dealer: boolean }> {
  const params = parseListingParams(raw)
  const dealer = (await cookies()).has(DEALER_COOKIE) && (await currentDealer()) !== null
  return { params: dealer ? params : withoutDealerParams(params), dealer }
}
