'use client'

import { ContactForm } from '@/components/forms/ContactForm.client'
import type { FormFlashView } from '@/components/forms/types'
import { DealerQuoteForm, type DealerSender } from '@/dealers/components/DealerQuoteForm.client'

import { QUOTE_LIST_PATH } from './paths'
import { clearQuoteLines } from './store'

export interface QuoteRequestFormProps {
  items: { slug: string; quantity: number }[]
  flash: FormFlashView | null
  formToken: string
  note?: string
  /** A signed-in dealer sends the list as its request (src/dealers/quotes). */
  dealer?: DealerSender | null
}

/**
 * The quote list's request form, a dealer's or a visitor's. Its own module: the list loads it only
 * with lines to send, and the page renders it on the server for the list kept without JavaScript.
 */
export default function QuoteRequestForm({ dealer, items, ...props }: QuoteRequestFormProps) {
  return dealer ? (
    <DealerQuoteForm
      sender={dealer}
      items={items}
      onSuccess={clearQuoteLines}
      returnTo={QUOTE_LIST_PATH}
      {...props}
    />
  ) : (
    <ContactForm
      items={items}
      onSuccess={clearQuoteLines}
      submitLabel="Teklif iste"
      returnTo={QUOTE_LIST_PATH}
      {...props}
    />
  )
}
