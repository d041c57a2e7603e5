import type { DemoCategory } from '../types'
import { PRODUCTS } from './products'

interface CategorySeed {
  name: string
  slug: string
  children?: CategorySeed[]
}

const TREE: CategorySeed[] = [
  {
    name: 'Cameras',
    slug: 'cameras',
    children: [
      { name: 'IP Cameras', slug: 'ip-cameras' },
      { name: 'Analog Cameras', slug: 'analog-cameras' },
      { name: 'Recorders', slug: 'recorders' },
    ],
  },
  {
    name: 'Access Control',
    slug: 'access-control',
    children: [
      { name: 'Readers', slug: 'readers' },
      { name: 'Turnstiles', slug: 'turnstiles' },
    ],
  },
  {
    name: 'Alarms',
    slug: 'alarms',
    children: [
      { name: 'Burglar Alarms', slug: 'burglar-alarms' },
      { name: 'Fire Alarms', slug: 'fire-alarms' },
    ],
  },
  { name: 'Locks', slug: 'locks' },
  { name: 'Lighting', slug: 'lighting' },
  { name: 'Data Transmission', slug: 'data-transmission' },
  { name: 'People Counting', slug: 'people-counting' },
]

let nextId = 1

function build(seed: CategorySeed, parent: string | null): DemoCategory {
  return {
    id: nextId++,
    name: seed.name,
    slug: seed.slug,
    image: `category:${(nextId * 47) % 360}`,
    items: PRODUCTS.filter((p) => p.categories.includes(seed.slug)).length,
    parent,
    children: (seed.children ?? []).map((child) => build(child, seed.slug)),
  }
}

/** The demo category tree (spec section 3 "Demo category tree"). */
export const CATEGORIES: DemoCategory[] = TREE.map((seed) => build(seed, null))

export function flattenCategories(list: DemoCategory[] = CATEGORIES): DemoCategory[] {
  return list.flatMap((category) => [category, ...flattenCategories(category.children)])
}

export function getCategoryBySlug(slug: string): DemoCategory | null {
  return flattenCategories().find((category) => category.slug === slug) ?? null
}

/** Ancestors first, the category itself last. */
export function categoryPath(category: DemoCategory): DemoCategory[] {
  const parent = category.parent ? getCategoryBySlug(category.parent) : null
  return parent ? [...categoryPath(parent), category] : [category]
}
