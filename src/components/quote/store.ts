'use client'

import { browserList } from '@/components/browserList'
import { QUOTE_MAX_LINES } from '@/lib/validation/quoteLimits'

import { clampQuantity, mergeQuoteLines } from '@/catalog/quoteLines'

/** One line of the visitor's quote list, kept in this browser only. */
export interface QuoteLine {
  slug: string
  name: string
  sku: string
  quantity: number
}

function isLine(value: unknown): value is QuoteLine {
  if (typeof value !== 'object' || value === null) return false
  const line = value as Record<string, unknown>
  return (
    typeof line.slug === 'string' &&
    typeof line.name === 'string' &&
    typeof line.sku === 'string' &&
    typeof line.quantity === 'number'
  )
}

const list = browserList<QuoteLine>('vitrin.teklif-listesi.v1', (stored) =>
  stored
    .filter(isLine)
    .slice(0, QUOTE_MAX_LINES)
    .map((line) => ({ ...line, quantity: clampQuantity(line.quantity) })),
)

export const getQuoteLines = list.get
export const useQuoteLines = list.use

/** Adds products (a quantity is added to a line already there); false when the list is full. */
export function addQuoteLines(added: QuoteLine[]): boolean {
  const { lines, full } = mergeQuoteLines(list.get(), added, (l) => l.slug)
  // All or nothing: the caller opens the list page, where lines can be removed.
  if (!full) list.save(lines)
  return !full
}

export function setQuoteQuantity(slug: string, quantity: number): void {
  list.save(
    list.get().map((l) => (l.slug === slug ? { ...l, quantity: clampQuantity(quantity) } : l)),
  )
}

export function removeQuoteLine(slug: string): void {
  list.save(list.get().filter((l) => l.slug !== slug))
}

export function clearQuoteLines(): void {
  list.save([])
}
