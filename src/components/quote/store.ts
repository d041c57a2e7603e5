'use client'

import { useSyncExternalStore } from 'react'

import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/validation/quoteLimits'

/** One line of the visitor's quote list, kept in this browser only. */
export interface QuoteLine {
  slug: string
  name: string
  sku: string
  quantity: number
}

/** The storage key carries the shape's version: a later shape reads old lists or drops them. */
const KEY = 'vitrin.teklif-listesi.v1'
const CHANGED = 'vitrin:teklif-listesi'
const EMPTY: QuoteLine[] = []

let cached: { raw: string | null; lines: QuoteLine[] } = { raw: null, lines: EMPTY }

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

function parse(raw: string | null): QuoteLine[] {
  if (!raw) return EMPTY
  try {
    const lines: unknown = JSON.parse(raw)
    if (!Array.isArray(lines)) return EMPTY
    return lines
      .filter(isLine)
      .slice(0, QUOTE_MAX_LINES)
      .map((line) => ({ ...line, quantity: clampQuantity(line.quantity) }))
  } catch {
    return EMPTY
  }
}

/** The list as stored now; the same array while nothing changed (useSyncExternalStore needs that). */
export function getQuoteLines(): QuoteLine[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(KEY)
  } catch {
    // Storage turned off (private mode, policy): the list is empty and stays so.
  }
  if (raw !== cached.raw) cached = { raw, lines: parse(raw) }
  return cached.lines
}

function save(lines: QuoteLine[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(lines))
  } catch {
    return
  }
  window.dispatchEvent(new Event(CHANGED))
}

export function subscribeQuoteLines(onChange: () => void): () => void {
  // `storage` fires for changes made in the site's other tabs, CHANGED for this one.
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

/** Adds products (a quantity is added to a line already there); false when the list is full. */
export function addQuoteLines(added: QuoteLine[]): boolean {
  const lines = [...getQuoteLines()]
  for (const line of added) {
    const at = lines.findIndex((l) => l.slug === line.slug)
    if (at >= 0) {
      lines[at] = { ...lines[at]!, quantity: clampQuantity(lines[at]!.quantity + line.quantity) }
    } else if (lines.length < QUOTE_MAX_LINES) {
      lines.push({ ...line, quantity: clampQuantity(line.quantity) })
    } else return false
  }
  save(lines)
  return true
}

export function setQuoteQuantity(slug: string, quantity: number): void {
  save(
    getQuoteLines().map((l) => (l.slug === slug ? { ...l, quantity: clampQuantity(quantity) } : l)),
  )
}

export function removeQuoteLine(slug: string): void {
  save(getQuoteLines().filter((l) => l.slug !== slug))
}

export function clearQuoteLines(): void {
  save([])
}

/** The list, re-rendered on every change; empty in the server HTML and during hydration. */
export function useQuoteLines(): QuoteLine[] {
  return useSyncExternalStore(subscribeQuoteLines, getQuoteLines, () => EMPTY)
}
