import 'server-only'

import type { SearchSuggestionDTO } from '@/catalog/types'
import { getPayloadClient } from '@/lib/payload'
import { productIndex } from '@/catalog/search/productIndex'
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

/** More than 100 lines of 200 characters: the rest of a paste is not read. */
export const MAX_PASTE_LENGTH = 25_000

/**
 * One line of a pasted bill of materials: `KOD`, `KOD x 2`, `KOD × 2`, `KOD 2 adet`, `KOD 2ad`,
 * `KOD adet: 2`, `2 adet KOD`, `2x KOD`, or a spreadsheet row (code and quantity in either order).
 */
export interface PastedLine {
  text: string
  code: string
  /** null: the quantity was given but is not 1–99,999. */
  quantity: number | null
}

const MAX_LINE_LENGTH = 200
const N = String.raw`(\d{1,9})`
const UNIT = String.raw`(?:adet|ad)\.?`
const LABEL = String.raw`(?:adet|miktar)\s*[:=]?\s*`
const GAP = String.raw`(?:\s*[,;:]\s*|\s+[–-]\s+|\s+)`
// Codes may hold spaces and even an x ("DS-2CD2 x"): a bare trailing number is part of the code;
// a quantity needs a mark — x, ×, *, a tab, "adet"/"ad." or "adet:".
const AFTER = [
  new RegExp(String.raw`^(.+?)(?:\s+[xX]\s*|\s*[×*]\s*)${N}\s*(?:${UNIT})?\s*$`, 'i'),
  new RegExp(String.raw`^(.+?)${GAP}${N}\s*${UNIT}\s*$`, 'i'),
  new RegExp(String.raw`^(.+?)${GAP}${LABEL}${N}\s*$`, 'i'),
]
const BEFORE = [
  new RegExp(String.raw`^${N}\s*(?:${UNIT}|[xX×*])\s+(.+)$`, 'i'),
  new RegExp(String.raw`^${LABEL}${N}${GAP}(.+)$`, 'i'),
]
const QUANTITY_CELL = new RegExp(String.raw`^(?:${N}\s*(?:${UNIT})?|${LABEL}${N})$`, 'i')
const HEADER_CELL = /kod|ürün|urun|adet|miktar|açıklama|aciklama/i

const quantityOf = (cell: string): number | undefined => {
  const match = QUANTITY_CELL.exec(cell.trim())
  return match ? Number(match[1] ?? match[2]) : undefined
}

/** A spreadsheet row: the quantity is the last cell or the first; a header row is no line. */
function readCells(cells: string[]): { code: string; quantity?: number } | 'header' {
  const last = quantityOf(cells[cells.length - 1]!)
  if (last !== undefined) return { code: cells[0]!, quantity: last }
  const first = quantityOf(cells[0]!)
  if (first !== undefined) return { code: cells[1]!, quantity: first }
  return cells.every((cell) => HEADER_CELL.test(cell)) ? 'header' : { code: cells[0]! }
}

function readLine(row: string): { code: string; quantity?: number } | 'header' {
  const cells = row
    .split('\t')
    .map((cell) => cell.trim())
    .filter(Boolean)
  if (cells.length > 1) return readCells(cells)
  for (const pattern of AFTER) {
    const match = pattern.exec(row)
    if (match) return { code: match[1]!.trim(), quantity: Number(match[2]) }
  }
  for (const pattern of BEFORE) {
    const match = pattern.exec(row)
    if (match) return { code: match[2]!.trim(), quantity: Number(match[1]) }
  }
  return { code: row }
}

export function parsePastedCodes(text: string): { lines: PastedLine[]; more: number } {
  const rows = text
    .split(/\r?\n/)
    .map((row) => row.trim().slice(0, MAX_LINE_LENGTH))
    .filter(Boolean)
  const lines: PastedLine[] = []
  let read = 0
  for (const row of rows) {
    const line = readLine(row)
    read++
    if (line === 'header') continue
    const { code, quantity = 1 } = line
    const fits = quantity >= 1 && quantity <= QUOTE_MAX_QUANTITY
    lines.push({ text: row, code, quantity: fits ? quantity : null })
    if (lines.length === QUOTE_MAX_LINES) break
  }
  return { lines, more: rows.length - read }
}

/** A pasted line and what it names: one product (`exact`, or guessed), several, or none. */
export interface ResolvedLine extends PastedLine {
  status: 'exact' | 'typo' | 'prefix' | 'ambiguous' | 'missing' | 'quantity'
  product?: { id: string | number; slug: string; name: string; sku: string }
  /** An ambiguous code's first few products; for a missing one, the closest few codes. */
  candidates?: { slug: string; name: string; sku: string }[]
}

const MAX_CANDIDATES = 3

/** Through the search index's code matching (ProductSearchIndex.matchCode); published only. */
export async function resolvePastedCodes(
  text: string,
): Promise<{ lines: ResolvedLine[]; more: number }> {
  const { lines, more } = parsePastedCodes(text)
  const payload = await getPayloadClient()
  const matches = await productIndex.matchCodes(
    payload,
    lines.map((line) => line.code),
  )
  const card = ({ id, slug, name, sku }: SearchSuggestionDTO) => ({ id, slug, name, sku })
  const resolved = await Promise.all(
    lines.map(async (line, i): Promise<ResolvedLine> => {
      const match = matches[i]
      if (line.quantity === null) return { ...line, status: 'quantity' }
      if (!match?.products.length) {
        // "Bunu mu demek istediniz?": codes sharing the longest start with the one typed.
        const close = await productIndex.closeCodes(payload, line.code, MAX_CANDIDATES)
        return { ...line, status: 'missing', candidates: close.map(card) }
      }
      if (match.products.length > 1)
        return {
          ...line,
          status: 'ambiguous',
          candidates: match.products.slice(0, MAX_CANDIDATES).map(card),
        }
      return { ...line, status: match.kind, product: card(match.products[0]!) }
    }),
  )
  return { lines: resolved, more }
}
