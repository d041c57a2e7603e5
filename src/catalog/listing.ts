import 'server-only'

import type { Sort, Where } from 'payload'

import type { Product } from '@/payload-types'
import type { ListingParams, SortValue } from '@/catalog/listingParams'
import { getPayloadClient } from '@/lib/payload'

import { cachedRead } from '@/lib/cache'
import { listAttributeDefs } from './attributes'
import {
  attributeKey,
  type AttributeDef,
  BOOLEAN_VALUES,
  attributeValueSlug,
  compareAttributeValues,
  formatAttributeValue,
} from './attributeValues'
import { MEDIA_POPULATE } from './media'
import { toProductCard } from './products'
import type { ProductCardDTO } from './types'

export interface ListingFilter {
  slug: string
  name: string
  /** Which URL parameters it is kept in: `filter_` (relations) or `f_` (filter attributes). */
  group: 'filters' | 'attributes'
  type: 'check'
  value: string[]
  items: { slug: string; name: string; count: number }[]
}

export interface ListingPage {
  items: (ProductCardDTO & { brief_text: string; specs: { label: string; value: string }[] })[]
  page: number
  pages: number
  total: number
  filters: ListingFilter[]
}

const SORTS: Record<SortValue, Sort> = {
  default: ['name', 'id'],
  'name-asc': ['name', 'id'],
  'name-desc': ['-name', '-id'],
  newest: ['-createdAt', '-id'],
  sku: ['sku', 'id'],
}

/** A facet over a relation: which values exist within the base selection, with counts. */
export interface FacetDef {
  slug: string
  name: string
  field: 'brand' | 'category'
  /** Groups raw relation ids into facet values (e.g. sub-category → top category). */
  options: { slug: string; name: string; ids: (number | string)[] }[]
}

/** Also the ids of the products with one chosen value of each attribute, when any are chosen. */
function attributeFacets(
  defs: AttributeDef[],
  docs: { id: number | string; attributeKeys?: string[] | null }[],
  chosen: Record<string, string[]>,
): { filters: ListingFilter[]; ids: (number | string)[] | null } {
  const counts = new Map<string, number>()
  for (const doc of docs)
    for (const key of doc.attributeKeys ?? []) counts.set(key, (counts.get(key) ?? 0) + 1)
  const filters: ListingFilter[] = []
  for (const def of defs) {
    const value = chosen[def.slug] ?? []
    const items: string[] = [...(def.kind === 'boolean' ? BOOLEAN_VALUES : def.options)]
    // Numbers have no list of values: theirs come from the products' keys (2-8 → 2.8).
    if (def.kind === 'number')
      for (const key of counts.keys()) {
        const [slug, valueSlug] = key.split(':') as [string, string]
        if (slug === def.slug) items.push(valueSlug.replace('-', '.'))
      }
    const shown = items
      .sort(compareAttributeValues(def))
      .map((v) => ({
        slug: attributeValueSlug(v),
        name: formatAttributeValue(def, v),
        count: counts.get(attributeKey(def.slug, v)) ?? 0,
      }))
      .filter((item) => item.count > 0 || value.includes(item.slug))
    if (shown.length)
      filters.push({
        slug: def.slug,
        name: def.name,
        group: 'attributes',
        type: 'check',
        value,
        items: shown,
      })
  }
  const wanted = Object.entries(chosen).filter(([, values]) => values.length)
  if (!wanted.length) return { filters, ids: null }
  const ids = docs
    .filter((doc) => {
      const keys = new Set(doc.attributeKeys ?? [])
      return wanted.every(([slug, values]) => values.some((v) => keys.has(`${slug}:${v}`)))
    })
    .map((doc) => doc.id)
  return { filters, ids }
}

function plainText(richText: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { text?: unknown; children?: unknown[] }
    if (typeof n.text === 'string') out.push(n.text)
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk((richText as { root?: unknown } | null)?.root)
  return out.join(' ').trim()
}

/** Facet counts are over the base selection, not the narrowed one. */
export const listProductPage = cachedRead(
  'productPage',
  ['products', 'brands', 'categories', 'attributes'],
  async (base: Where, params: ListingParams, facets: FacetDef[]): Promise<ListingPage> => {
    const payload = await getPayloadClient()
    const all = await payload.find({
      collection: 'products',
      where: base,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { brand: true, category: true, attributeKeys: true },
    })
    const and: Where[] = [base]
    const filters: ListingFilter[] = []
    for (const facet of facets) {
      const chosen = params.filters[facet.slug] ?? []
      const items = facet.options
        .map((o) => ({
          slug: o.slug,
          name: o.name,
          count: all.docs.filter((d) => o.ids.includes(d[facet.field] as number)).length,
        }))
        .filter((i) => i.count > 0 || chosen.includes(i.slug))
      filters.push({
        slug: facet.slug,
        name: facet.name,
        group: 'filters',
        type: 'check',
        value: chosen,
        items,
      })
      const ids = facet.options.filter((o) => chosen.includes(o.slug)).flatMap((o) => o.ids)
      if (chosen.length) and.push({ [facet.field]: { in: ids.length ? ids : [-1] } })
    }
    const attributes = attributeFacets(await listAttributeDefs(), all.docs, params.attributes)
    filters.push(...attributes.filters)
    if (attributes.ids) and.push({ id: { in: attributes.ids.length ? attributes.ids : [-1] } })
    const result = await payload.find({
      collection: 'products',
      where: { and },
      depth: 1,
      page: params.page,
      limit: params.limit,
      sort: SORTS[params.sort],
      overrideAccess: false,
      select: {
        name: true,
        slug: true,
        sku: true,
        brand: true,
        cover: true,
        brief: true,
        specifications: true,
      },
      populate: { brands: { name: true }, media: MEDIA_POPULATE },
    })
    return {
      items: result.docs.map((d) => {
        const doc = d as Product
        return {
          ...toProductCard(doc),
          brief_text: plainText(doc.brief),
          specs: (doc.specifications ?? [])
            .slice(0, 4)
            .map(({ label, value }) => ({ label, value })),
        }
      }),
      page: result.page ?? params.page,
      pages: Math.max(1, result.totalPages),
      total: result.totalDocs,
      filters,
    }
  },
)
