// The price-and-stock sheet: its columns and what one row means, pure so that it is unit-tested.
import { foldTurkish } from '@/lib/turkish'

import { CURRENCIES, type Currency, STOCK_STATES } from '../stock'

export const PRICE_COLUMNS = {
  sku: 'Ürün kodu',
  listPrice: 'Liste fiyatı',
  currency: 'Para birimi',
  stock: 'Stok',
  leadTimeDays: 'Tedarik süresi',
} as const

/** In the order the README and a template sheet show them; the price groups' columns follow. */
export const PRICE_HEADERS: string[] = Object.values(PRICE_COLUMNS)

export type StockState = (typeof STOCK_STATES)[number]['value']

/** The product fields' own bounds (src/dealers/productFields.ts). */
export const MAX_PRICE = 100_000_000
export const MAX_LEAD_TIME_DAYS = 365

/** What a row sets; a field left out stays as it is. `null` group price: the special price goes. */
export interface PriceRow {
  sku: string
  listPrice?: number
  currency?: Currency
  stock?: StockState
  leadTimeDays?: number
  /** Price group name (its column's header) → net price, or null to remove it. */
  groupPrices: Map<string, number | null>
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string }

const fail = (problem: string): Parsed<never> => ({ ok: false, problem })

const amountFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 })

const PLAIN = /^(-?\d+)(?:[.,](\d+))?$/
const GROUPED = /^(-?\d{1,3})([.,])(\d{3}(?:\2\d{3})*)(?:([.,])(\d+))?$/

/**
 * `1234.5` (an Excel number cell), `1234,50`, `1.234,50` (typed the Turkish way) or `1,234.50`.
 * A single separator is the decimal one: `1.234` is 1.234, refused for its decimals rather than
 * guessed to be 1234.
 */
export function parseAmount(cell: string, label: string): Parsed<number> {
  const text = cell.trim()
  const shown = `"${text}"`
  let whole: string
  let decimals: string
  const plain = PLAIN.exec(text)
  const grouped = plain ? null : GROUPED.exec(text)
  if (plain) {
    whole = plain[1]!
    decimals = plain[2] ?? ''
  } else if (grouped && grouped[4] !== grouped[2]) {
    whole = grouped[1]! + grouped[3]!.split(grouped[2]!).join('')
    decimals = grouped[5] ?? ''
  } else return fail(`${label} bir sayı olmalı (ör. 1234,50): ${shown}.`)
  if (whole.startsWith('-') && /[1-9]/.test(whole + decimals))
    return fail(`${label} negatif olamaz: ${shown}.`)
  if (decimals.replace(/0+$/, '').length > 2)
    return fail(`${label} en fazla iki ondalık basamak içerebilir: ${shown}.`)
  const value = Math.abs(Number(`${whole}.${decimals || '0'}`))
  if (value > MAX_PRICE) return fail(`${label} en çok ${amountFormat.format(MAX_PRICE)} olabilir.`)
  return { ok: true, value: Math.round(value * 100) / 100 }
}

/** `TRY` `USD` `EUR` in any case; `TL` is TRY. */
export function parseCurrency(cell: string): Parsed<Currency> {
  const folded = foldTurkish(cell.trim())
  const code = folded === 'tl' ? 'TRY' : folded.toUpperCase()
  const found = CURRENCIES.find((c) => c === code)
  return found
    ? { ok: true, value: found }
    : fail(`${PRICE_COLUMNS.currency} "${cell.trim()}" geçersiz: TRY, USD ya da EUR olmalı.`)
}

/** The admin's labels (`Sınırlı stok`) or the stored values (`sinirli`), any case, with or without Turkish letters. */
export function parseStock(cell: string): Parsed<StockState> {
  const folded = foldTurkish(cell.trim()).replace(/\s+/g, ' ')
  const found = STOCK_STATES.find(
    ({ value, label }) => folded === value || folded === foldTurkish(label),
  )
  if (found) return { ok: true, value: found.value }
  const labels = STOCK_STATES.map((s) => s.label)
  return fail(
    `${PRICE_COLUMNS.stock} "${cell.trim()}" geçersiz: ${labels.slice(0, -1).join(', ')} ya da ${labels.at(-1)} olmalı.`,
  )
}

/** Whole days, 0 to 365. */
export function parseLeadTime(cell: string): Parsed<number> {
  const text = cell.trim()
  const days = /^\d{1,3}$/.test(text) ? Number(text) : NaN
  return days <= MAX_LEAD_TIME_DAYS
    ? { ok: true, value: days }
    : fail(
        `${PRICE_COLUMNS.leadTimeDays} "${text}" geçersiz: 0 ile ${MAX_LEAD_TIME_DAYS} arasında tam gün sayısı olmalı.`,
      )
}

/**
 * One row of the sheet: every problem of the row in one Turkish text, or what it sets. Empty cells
 * set nothing, except a price group's, which removes that group's special price.
 */
export function parsePriceRow(
  cells: Record<string, string>,
  groupNames: readonly string[],
): Parsed<PriceRow> {
  const row: PriceRow = { sku: (cells[PRICE_COLUMNS.sku] ?? '').trim(), groupPrices: new Map() }
  const problems: string[] = []
  const cell = (header: string) => (cells[header] ?? '').trim()
  const take = <T>(header: string, parse: (text: string) => Parsed<T>, set: (v: T) => void) => {
    const text = cell(header)
    if (!text) return
    const parsed = parse(text)
    if (parsed.ok) set(parsed.value)
    else problems.push(parsed.problem)
  }
  take(
    PRICE_COLUMNS.listPrice,
    (t) => parseAmount(t, PRICE_COLUMNS.listPrice),
    (v) => (row.listPrice = v),
  )
  take(PRICE_COLUMNS.currency, parseCurrency, (v) => (row.currency = v))
  take(PRICE_COLUMNS.stock, parseStock, (v) => (row.stock = v))
  take(PRICE_COLUMNS.leadTimeDays, parseLeadTime, (v) => (row.leadTimeDays = v))
  for (const name of groupNames) {
    if (!(name in cells)) continue
    const text = cell(name)
    if (!text) {
      row.groupPrices.set(name, null)
      continue
    }
    const parsed = parseAmount(text, `${name} net fiyatı`)
    if (parsed.ok) row.groupPrices.set(name, parsed.value)
    else problems.push(parsed.problem)
  }
  return problems.length ? fail(problems.join(' ')) : { ok: true, value: row }
}
