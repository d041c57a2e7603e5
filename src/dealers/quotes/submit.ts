import 'server-only'

import type { RequestMeta } from '@/lib/http/client'
import { idOf } from '@/lib/relations'
import { submitContact, type SubmittedLead } from '@/leads/submit'

import { dealerPrices } from '../prices'
import type { DealerSession } from '../session'
import type { DealerQuoteInput } from './schema'

/**
 * A signed-in dealer's quote list as a lead: sent by the account for its company (the legal name
 * whole), each line at the dealer's net price of this moment, assigned to the company's sales rep
 * (who is mailed, as any assignee), and found again by every user of the company at /bayi/talepler.
 */
export async function submitDealerQuote(
  session: DealerSession,
  input: DealerQuoteInput,
  meta: RequestMeta,
): Promise<SubmittedLead> {
  const { dealer, company } = session
  const items = input.items ?? []
  const prices = new Map(
    (
      await dealerPrices(
        session,
        items.map((item) => item.slug),
      )
    ).map((p) => [p.slug, p]),
  )
  return submitContact(
    {
      name: dealer.name || dealer.email,
      corporation: company.name,
      mail: dealer.email,
      phone: dealer.phone || company.phone || '—',
      kvkk: input.kvkk,
      product: undefined,
      message: input.message,
      items,
    },
    meta,
    {
      data: {
        dealer: dealer.id,
        dealerCompany: company.id,
        priceGroup: idOf(company.priceGroup) ?? undefined,
        assignee: idOf(company.salesRep) ?? undefined,
      },
      line: (slug) => {
        const price = prices.get(slug)
        return price ? { unitPrice: price.netPrice, currency: price.currency } : undefined
      },
    },
  )
}
