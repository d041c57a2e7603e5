import { normalizeCode, slugify } from '@/lib/turkish'

import { brands } from './brands'
import { categories, parentOf } from './categories'
import { PLANNER_RANGE } from './plannerRange'
import { categoryWeights, templates, type Draft, type ModelCode } from './productTemplates'
import { createRng, hashString, type Rng } from './random'
import { joinTr } from './text'
import type { RichBlock, SeedBrand, SeedProduct } from './types'

/** Size of the demo catalogue that `npm run seed` loads. */
export const DEMO_PRODUCT_COUNT = 420

/** A catalogue this big ends with the project planner's range (plannerRange.ts); a test's few do not. */
const RANGE_FROM = 100

/** Names carry no brand (cards show it); a series is appended only to keep names unique. */
const SERIES = [
  'Pro',
  'Plus',
  'Ultra',
  'Lite',
  'Smart',
  'Eco',
  'Max',
  'Prime',
  'Edge',
  'Neo',
  'Elite',
  'Compact',
]
const GENERATIONS = ['', 'G2', 'G3', 'C']

/** Interleaved by weight: every sub-category appears once per cycle, big families more often. */
function buildSchedule(): string[] {
  const subs = categories.flatMap((c) => c.children.map((s) => s.slug))
  const maxWeight = Math.max(...subs.map((s) => categoryWeights[s] ?? 1))
  const schedule: string[] = []
  for (let round = 0; round < maxWeight; round++) {
    for (const slug of subs) if ((categoryWeights[slug] ?? 1) > round) schedule.push(slug)
  }
  return schedule
}

/** Brand-specific code shapes imitating the trade's (`XK-2CD2143G2-IS`, `AC/1200-W`...). */
export function composeSku(
  brand: SeedBrand,
  model: ModelCode,
  seq: string,
  generation: number,
  version: string,
): string {
  const p = brand.skuPrefix
  const d = `${model.digits}${seq}`
  const s = model.suffix
  switch (brand.skuStyle % 6) {
    case 0:
      return `${p}-${generation}${model.family}${d}${version}${s ? `-${s}` : ''}`
    case 1:
      return `${p}/${d}${s ? `-${s}` : ''}`
    case 2:
      return `${p}-${d}${model.family}${s ? `-${s}` : ''}${model.extra ? `/${model.extra}` : ''}`
    case 3:
      return `${p}-${d}${s ? `.${s}` : ''}`
    case 4:
      return `${p}${d}${model.family}${s ? `-${s}` : ''}`
    default:
      return `${p}-${model.family}${d}${s ? `/${s}` : ''}`
  }
}

function keepInOrder<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const chosen = new Set(
    rng.sample(
      items.map((_, i) => i),
      n,
    ),
  )
  return items.filter((_, i) => chosen.has(i))
}

function describe(rng: Rng, draft: Draft): RichBlock[] {
  const featureCount = Math.min(draft.features.length, rng.int(4, 6))
  const blocks: RichBlock[] = [
    { type: 'paragraph', text: draft.intro },
    { type: 'heading', level: 3, text: 'Öne Çıkan Özellikler' },
    { type: 'list', items: keepInOrder(rng, draft.features, featureCount) },
  ]
  if (rng.chance(0.75)) {
    const places = rng.sample([...new Set(draft.usage)], rng.int(3, 4))
    blocks.push({ type: 'paragraph', text: `Önerilen kullanım alanları: ${joinTr(places)}.` })
  }
  return blocks
}

function relate(products: SeedProduct[]): void {
  const byCategory = new Map<string, number[]>()
  products.forEach((p, i) => {
    const list = byCategory.get(p.categorySlug) ?? []
    list.push(i)
    byCategory.set(p.categorySlug, list)
  })
  products.forEach((product, index) => {
    const group = byCategory.get(product.categorySlug) ?? [index]
    const want = 2 + (hashString(product.sku) % 3)
    const related: string[] = []
    const add = (i: number | undefined) => {
      if (i === undefined || i === index || related.length >= want) return
      const sku = products[i]?.sku
      if (sku && !related.includes(sku)) related.push(sku)
    }
    const at = group.indexOf(index)
    for (let step = 1; step < group.length && related.length < want; step++) {
      add(group[(at + step) % group.length])
    }
    // A thin sub-category borrows from its siblings under the same top category.
    if (related.length < 2) {
      const siblings = parentOf(product.categorySlug)?.children ?? []
      for (const sibling of siblings) add(byCategory.get(sibling.slug)?.[0])
    }
    for (let i = 0; related.length < 2 && i < products.length; i++) add(i)
    product.relatedSkus = related
  })
}

// Deterministic for (count, seed), unique skus, names and slugs; a smaller catalogue is a prefix
// of a larger one with the same seed (related products and the closing disks aside).
export function generateProducts(count: number, seed = 1): SeedProduct[] {
  const rng = createRng(seed)
  const schedule = buildSchedule()
  const brandsByTop = new Map<string, SeedBrand[]>()
  for (const category of categories) {
    brandsByTop.set(
      category.slug,
      brands.filter((b) => b.focus.includes(category.slug)),
    )
  }
  const names = new Set<string>()
  // Keyed by the normalised code, so no two skus collide in the code search either.
  const skus = new Set<string>()
  const slugs = new Set<string>()
  const products: SeedProduct[] = []

  /** The product with its name, code and slug made unique (and taken). */
  const place = (r: Rng, categorySlug: string, brand: SeedBrand, draft: Draft): SeedProduct => {
    let name = draft.title
    if (names.has(name)) {
      const series = SERIES.find((s) => !names.has(`${draft.title}, ${s} Serisi`))
      if (series) name = `${draft.title}, ${series} Serisi`
    }

    const seq0 = r.int(0, 9)
    const generation = r.int(1, 3)
    const version = r.pick(GENERATIONS)
    let sku = ''
    for (let k = 0; !sku || skus.has(normalizeCode(sku)); k++) {
      const seq = k < 10 ? String((seq0 + k) % 10) : `${seq0}${k - 10}`
      sku = composeSku(brand, draft.model, seq, generation, version)
    }
    skus.add(normalizeCode(sku))
    if (names.has(name)) name = `${draft.title} (${sku})`
    names.add(name)

    let slug = slugify(name)
    if (slugs.has(slug)) slug = `${slug}-${slugify(sku)}`
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`
    slugs.add(slug)

    return {
      sku,
      slug,
      name,
      categorySlug,
      brandSlug: brand.slug,
      brief: draft.brief,
      description: describe(r, draft),
      specs: draft.specs.map(([label, value]) => ({ label, value })),
      relatedSkus: [],
      visual: {
        kind: draft.kind,
        hue: (brand.hue + r.int(-10, 10) + 360) % 360,
        variant: draft.style + 4 * r.int(0, 3),
      },
      hasDatasheet: r.chance(0.15),
    }
  }

  // The planner's range comes last, from a generator of its own, so the products before it stay
  // the same; its names and codes are taken first, so no drawn product can take them.
  const range = count >= RANGE_FROM ? PLANNER_RANGE : []
  const rangeRng = createRng(seed ^ 0x5eed)
  const closing = range.map(({ categorySlug, template }, k) => {
    const candidates = brandsByTop.get(parentOf(categorySlug)?.slug ?? '') ?? []
    const brand = candidates[k % candidates.length] as SeedBrand
    return place(rangeRng, categorySlug, brand, template(rangeRng, brand))
  })
  for (let i = 0; i < count - range.length; i++) {
    const categorySlug = schedule[i % schedule.length] as string
    const top = parentOf(categorySlug)
    const template = templates[categorySlug]
    const candidates = top ? brandsByTop.get(top.slug) : undefined
    if (!template || !candidates?.length)
      throw new Error(`No template or brand for ${categorySlug}`)

    let brand = rng.pick(candidates)
    let draft = template(rng, brand)
    // Re-roll the parameters a few times before falling back to a series or a code in the name.
    for (let attempt = 0; attempt < 8 && names.has(draft.title); attempt++) {
      brand = rng.pick(candidates)
      draft = template(rng, brand)
    }
    products.push(place(rng, categorySlug, brand, draft))
  }
  products.push(...closing)
  relate(products)
  return products
}

let demoCache: SeedProduct[] | undefined

/** Generated once per process: treat it as read-only. */
export function getDemoProducts(): SeedProduct[] {
  demoCache ??= generateProducts(DEMO_PRODUCT_COUNT)
  return demoCache
}
