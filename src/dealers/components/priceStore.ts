'use client'

import { useEffect, useSyncExternalStore } from 'react'

import type { DealerPrice } from '../types'

export type Price = Omit<DealerPrice, 'slug'>

import { dealerHint } from './hint'
/** The route's own limit (MAX_PRICED_PRODUCTS). */
const PER_REQUEST = 48

// Every price shown on a page is asked for in one request: the cards of a listing register their
// slugs during one render, and the next macrotask sends them together.
const known = new Map<string, Price | null>()
let waiting = new Set<string>()
let timer: ReturnType<typeof setTimeout> | null = null
const listeners = new Set<() => void>()
/** Counts answers, so that a list of prices can be a stable snapshot (useDealerPrices). */
let version = 0

async function flush(): Promise<void> {
  const slugs = [...waiting]
  waiting = new Set()
  timer = null
  for (let i = 0; i < slugs.length; i += PER_REQUEST) {
    const part = slugs.slice(i, i + PER_REQUEST)
    const body = await fetch(`/bayi/fiyatlar?urunler=${part.map(encodeURIComponent).join(',')}`)
      .then((res) =>
        res.ok ? (res.json() as Promise<{ prices: (Price & { slug: string })[] }>) : null,
      )
      .catch(() => null)
    const bySlug = new Map(body?.prices.map((p) => [p.slug, p]))
    for (const slug of part) known.set(slug, bySlug.get(slug) ?? null)
  }
  version += 1
  for (const listener of listeners) listener()
}

function want(slug: string): void {
  if (known.has(slug) || waiting.has(slug)) return
  if (!dealerHint()) return
  waiting.add(slug)
  timer ??= setTimeout(() => void flush(), 0)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The signed-in dealer's price of a product, or null (a visitor, no price, not yet known).
 * `rendered`: the price the server put in the page, or null for none (no request then).
 */
export function useDealerPrice(slug: string, rendered?: Price | null): Price | null {
  // `rendered` null: the server looked and the product has no price for this dealer.
  useEffect(() => {
    if (rendered !== undefined) known.set(slug, rendered)
    else want(slug)
  }, [slug, rendered])
  return useSyncExternalStore(
    subscribe,
    () => known.get(slug) ?? rendered ?? null,
    () => rendered ?? null,
  )
}

/** The prices of several products (a quote list): null for each not (yet) known. */
export function useDealerPrices(slugs: readonly string[]): Map<string, Price | null> {
  const key = slugs.join(',')
  useEffect(() => {
    for (const slug of key.split(',')) if (slug) want(slug)
  }, [key])
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  )
  return new Map(slugs.map((slug) => [slug, known.get(slug) ?? null]))
}
