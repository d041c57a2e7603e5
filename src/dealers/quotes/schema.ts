import * as z from 'zod/mini'

import { kvkkField, messages, optionalMessageField, quoteItemsField } from '@/lib/validation/fields'

export const DEALER_QUOTE_EMPTY = 'Teklif listeniz boş; göndermek için listeye ürün ekleyin.'

/**
 * A signed-in dealer's quote request (POST /bayi/talep): the lines and a note. Who sends it and
 * for which company come from the account, so no name or company limit cuts a legal name.
 */
export const dealerQuoteSchema = z
  .object(
    { kvkk: kvkkField, message: optionalMessageField, items: quoteItemsField },
    { error: messages.formInvalid },
  )
  .check(
    z.refine((value) => Boolean(value.items?.length), {
      error: DEALER_QUOTE_EMPTY,
      path: ['items'],
    }),
  )

export type DealerQuoteInput = z.infer<typeof dealerQuoteSchema>
