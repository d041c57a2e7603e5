import 'server-only'

import type { Sort, Where } from 'payload'

import type { Product } from '@/payload-types'
import type { ListingParams, SortValue } from '@/lib/listing/params'
import { getPayloadClient } from '@/lib/payload'

import { cachedRead } from '@/lib/cache'
import { MEDIA_POPULATE } from './media'
import { toProductCard } from './products'
import type { ProductCardDTO } from './types'

/** One filter of the listing sidebar (spec section 3 "Listing data"). */
export interface ListingFilter {
  slug: string
  name: string
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
  /** Relation field of the product to count by. */
  field: 'brand' | 'category'
  /** Groups raw relation ids into facet values (e.g. sub-category → top category). */
  options: { slug: string; name: string; ids: (number | string)[] }[]
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

/**
 * A page of published products within `base`, narrowed by the facets chosen in `params.filters`,
 * sorted and paged as the URL says; with facet counts over the base selection.
 */
export const listProductPage = cachedRead(
  'productPage',
  ['products', 'brands', 'categories'],
  async (base: Where, params: ListingParams, facets: FacetDef[]): Promise<ListingPage> => {
    const payload = await getPayloadClient()
    const all = await payload.find({
      collection: 'products',
      where: base,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { brand: true, category: true },
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
      filters.push({ slug: facet.slug, name: facet.name, type: 'check', value: chosen, items })
      const ids = facet.options.filter((o) => chosen.includes(o.slug)).flatMap((o) => o.ids)
      if (chosen.length) and.push({ [facet.field]: { in: ids.length ? ids : [-1] } })
    }
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
