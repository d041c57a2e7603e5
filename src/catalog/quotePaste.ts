import 'server-only'

import type { SearchSuggestionDTO } from '@/catalog/types'
import { getPayloadClient } from '@/lib/payload'
import { productIndex } from '@/catalog/search/productIndex'
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

/** One line of a pasted bill of materials: `KOD`, `KOD x ADET`, `KOD × ADET` or `KOD<Tab>ADET`. */
export interface PastedLine {
  text: string
  code: string
  /** null: the quantity was given but is not 1–99,999. */
  quantity: number | null
}

const MAX_LINE_LENGTH = 200
// Codes may hold spaces and even an x ("DS-2CD2 x"): only " x 8", "×8", "*8" or a tab end one.
const WITH_QUANTITY = /^(.+?)(?:\s+[xX]\s*|\s*[×*]\s*|\t+)(\d{1,9})\s*$/

export function parsePastedCodes(text: string): { lines: PastedLine[]; more: number } {
  const rows = text
    .split(/\r?\n/)
    .map((row) => row.trim().slice(0, MAX_LINE_LENGTH))
    .filter(Boolean)
  const lines = rows.slice(0, QUOTE_MAX_LINES).map((row): PastedLine => {
    const match = WITH_QUANTITY.exec(row)
    if (!match) return { text: row, code: row, quantity: 1 }
    const quantity = Number(match[2])
    return {
      text: row,
      code: match[1]!.trim(),
      quantity: quantity >= 1 && quantity <= QUOTE_MAX_QUANTITY ? quantity : null,
    }
  })
  return { lines, more: Math.max(0, rows.length - QUOTE_MAX_LINES) }
}

/** A pasted line and what it names: one product (`exact`, or guessed), several, or none. */
export interface ResolvedLine extends PastedLine {
  status: 'exact' | 'typo' | 'prefix' | 'ambiguous' | 'missing' | 'quantity'
  product?: { slug: string; name: string; sku: string }
  /** For an ambiguous code: the first few products it could be. */
  candidates?: { slug: string; name: string; sku: string }[]
}

const MAX_CANDIDATES = 3

/** Through the search index's code matching (ProductSearchIndex.matchCode); published only. */
export async function resolvePastedCodes(
  text: string,
): Promise<{ lines: ResolvedLine[]; more: number }> {
  const { lines, more } = parsePastedCodes(text)
  const matches = await productIndex.matchCodes(
    await getPayloadClient(),
    lines.map((line) => line.code),
  )
  const card = ({ slug, name, sku }: SearchSuggestionDTO) => ({ slug, name, sku })
  const resolved = lines.map((line, i): ResolvedLine => {
    const match = matches[i]
    if (line.quantity === null) return { ...line, status: 'quantity' }
    if (!match?.products.length) return { ...line, status: 'missing' }
    if (match.products.length > 1)
      return {
        ...line,
        status: 'ambiguous',
        candidates: match.products.slice(0, MAX_CANDIDATES).map(card),
      }
    return { ...line, status: match.kind, product: card(match.products[0]!) }
  })
  return { lines: resolved, more }
}
