'use client'

import { browserList } from '@/components/browserList'
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

/** One line of the visitor's quote list, kept in this browser only. */
export interface QuoteLine {
  slug: string
  name: string
  sku: string
  quantity: number
}

const clampQuantity = (value: number) =>
  Math.min(QUOTE_MAX_QUANTITY, Math.max(1, Math.trunc(Number.isFinite(value) ? value : 1)))

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
  const lines = [...list.get()]
  for (const line of added) {
    const at = lines.findIndex((l) => l.slug === line.slug)
    if (at >= 0) {
      lines[at] = { ...lines[at]!, quantity: clampQuantity(lines[at]!.quantity + line.quantity) }
    } else if (lines.length < QUOTE_MAX_LINES) {
      lines.push({ ...line, quantity: clampQuantity(line.quantity) })
    } else return false
  }
  list.save(lines)
  return true
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
