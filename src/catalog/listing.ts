import 'server-only'

import type { Sort, Where } from 'payload'

import type { Product } from '@/payload-types'
import { type ListingParams, type SortValue, usesDealerParams } from '@/catalog/listingParams'
import { getPayloadClient } from '@/lib/payload'

import { cachedRead } from '@/lib/cache'
import { listAttributeDefs } from './attributes'
import {
  attributeTests,
  countFacets,
  relationTests,
  type FacetDef,
  type FacetDoc,
  type ListingFilter,
} from './facets'
import { MEDIA_POPULATE } from './media'
import { toProductCard } from './products'
import type { ProductCardDTO } from './types'

export interface ListingPage {
  items: (ProductCardDTO & { brief_text: string; specs: { label: string; value: string }[] })[]
  page: number
  pages: number
  total: number
  filters: ListingFilter[]
}

export type { FacetDef, ListingFilter }

const SORTS: Record<SortValue, Sort> = {
  default: ['name', 'id'],
  'name-asc': ['name', 'id'],
  'name-desc': ['-name', '-id'],
  newest: ['-createdAt', '-id'],
  sku: ['sku', 'id'],
  'price-asc': ['listPrice', 'id'],
  'price-desc': ['-listPrice', '-id'],
}

/** Stock states a dealer counts as "Stokta olanlar". */
const IN_STOCK = ['stokta', 'sinirli']

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

/** One read of the base selection's facet keys; counts follow `countFacets`. */
export const listProductPage = cachedRead(
  'productPage',
  ['products', 'brands', 'categories', 'attributes'],
  async (selection: Where, params: ListingParams, facets: FacetDef[]): Promise<ListingPage> => {
    const payload = await getPayloadClient()
    // Prices and stock are staff-only fields: a dealer's sort or filter reads them with access
    // overridden, and so asks for published products itself. Pages drop them for visitors.
    const dealer = usesDealerParams(params)
    const base: Where = dealer
      ? {
          and: [
            selection,
            { _status: { equals: 'published' } },
            ...(params.inStock ? [{ stock: { in: IN_STOCK } }] : []),
          ],
        }
      : selection
    const all = await payload.find({
      collection: 'products',
      where: base,
      depth: 0,
      pagination: false,
      overrideAccess: dealer,
      select: { brand: true, category: true, attributeKeys: true },
    })
    const docs = all.docs as FacetDoc[]
    const { filters, ids } = countFacets(docs, [
      ...relationTests(facets, params.filters),
      ...attributeTests(
        (await listAttributeDefs()).filter((def) => def.facet),
        docs,
        params.attributes,
      ),
    ])
    const and: Where[] = [base]
    if (ids) and.push({ id: { in: ids.length ? ids : [-1] } })
    const result = await payload.find({
      collection: 'products',
      where: { and },
      depth: 1,
      page: params.page,
      limit: params.limit,
      sort: SORTS[params.sort],
      overrideAccess: dealer,
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
