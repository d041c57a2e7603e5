'use client'

import type { MouseEvent } from 'react'

import { QUOTE_LIST_PATH, quoteAddHref } from '@/components/quote/paths'
import { addQuoteLines, type QuoteLine } from '@/components/quote/store'

/**
 * "Teklif listesine kopyala": a past request's lines back into the quote list, summed with what is
 * there. Without JavaScript a link that adds them to the list kept in a cookie.
 */
export function CopyToQuote({ lines }: { lines: QuoteLine[] }) {
  if (!lines.length) return null
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    // A list that cannot take them all opens as it is, where lines can be removed.
    addQuoteLines(lines)
    window.location.assign(QUOTE_LIST_PATH)
  }
  return (
    <a
      className="btn btn-outline"
      href={quoteAddHref(lines.map((line) => `${line.sku} x ${line.quantity}`))}
      onClick={onClick}
    >
      Teklif listesine kopyala
    </a>
  )
}
