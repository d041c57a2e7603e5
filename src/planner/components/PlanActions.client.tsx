'use client'

import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { QUOTE_FULL_PARAM, QUOTE_LIST_PATH, QUOTE_NOTE_PARAM } from '@/components/quote/paths'
import { addQuoteLines, type QuoteLine } from '@/components/quote/store'

/**
 * Every line into the quote list at once, the project's summary going along as the request's
 * message. Without JavaScript the link adds them to the list kept in a cookie.
 */
export function AddPlanToQuote({
  href,
  note,
  lines,
}: {
  href: string
  note: string
  lines: QuoteLine[]
}) {
  const router = useRouter()
  return (
    <a
      href={href}
      className="btn btn-cta"
      onClick={(event) => {
        event.preventDefault()
        const added = addQuoteLines(lines)
        router.push(
          added
            ? `${QUOTE_LIST_PATH}?${new URLSearchParams({ [QUOTE_NOTE_PARAM]: note })}`
            : `${QUOTE_LIST_PATH}?${QUOTE_FULL_PARAM}=1`,
        )
      }}
    >
      Teklif listesine ekle
    </a>
  )
}

const subscribe = () => () => undefined

/** Printing needs a script: the button shows only where one runs. */
export function PrintPlan() {
  const scripted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!scripted) return null
  return (
    <button type="button" className="btn btn-outline" onClick={() => window.print()}>
      Yazdır
    </button>
  )
}
