'use client'

import { browserList } from '@/components/browserList'
import { COMPARE_MAX_ITEMS, COMPARE_SLUG_PATTERN } from '@/catalog/compare'

/** A product chosen for comparison, kept in this browser only. */
export interface CompareItem {
  slug: string
  name: string
}

function isItem(value: unknown): value is CompareItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    typeof item.slug === 'string' &&
    COMPARE_SLUG_PATTERN.test(item.slug) &&
    typeof item.name === 'string'
  )
}

const list = browserList<CompareItem>('vitrin.karsilastir.v1', (stored) =>
  stored
    .filter(isItem)
    .filter((item, i, all) => all.findIndex((other) => other.slug === item.slug) === i)
    .slice(0, COMPARE_MAX_ITEMS)
    .map(({ slug, name }) => ({ slug, name })),
)

export const useCompareItems = list.use

/** Adds the product, or removes it when chosen already; false when the list is full. */
export function toggleCompare(item: CompareItem): boolean {
  const items = list.get()
  if (items.some((i) => i.slug === item.slug)) {
    list.save(items.filter((i) => i.slug !== item.slug))
    return true
  }
  if (items.length >= COMPARE_MAX_ITEMS) return false
  list.save([...items, { slug: item.slug, name: item.name }])
  return true
}

export function removeCompare(slug: string): void {
  list.save(list.get().filter((i) => i.slug !== slug))
}

export function clearCompare(): void {
  list.save([])
}
