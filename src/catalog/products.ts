import 'server-only'

import { cache } from 'react'
import type { User } from '@/payload-types'
import { cachedRead } from '@/lib/cache'
import { getPayloadClient } from '@/lib/payload'
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@/catalog/search/params'
import { productIndex, type SearchResultsPage } from '@/catalog/search/productIndex'

import { listBrandRows } from './brands'
import { listAttributeDefs } from './attributes'
import { formatAttributeValue } from './attributeValues'
import { listAllCategories } from './categories'
import { mediaUrl } from './media'
import { readProductRecord, type ProductRecord } from './productRecord'
import { richTextToHtml } from './richText'
import type { ProductDTO, SearchSuggestionDTO } from './types'

export const RELATED_PRODUCTS_LIMIT = 4
export const SEARCH_PAGE_SIZE = 20
export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@/catalog/search/params'
export type { SearchResultsPage } from '@/catalog/search/productIndex'
export { listProductCards, toProductCard } from './productCards'

/** A product's own part of its page, cached: brand and category are joined from their lists. */
interface ProductOwn extends Omit<ProductDTO, 'category' | 'brand' | 'attributes'> {
  brandId: number | string | null
  categoryId: number | string | null
  attributeValues: { id: number | string; value: string }[]
  /** The cover's own width in pixels, for the page's srcset (not part of the API's answer). */
  coverWidth: number | null
}

function toOwn(record: ProductRecord): ProductOwn {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    sku: record.sku,
    brief: richTextToHtml(record.brief),
    description: richTextToHtml(record.description),
    cover_photo: mediaUrl(record.cover),
    images: record.gallery.map((m) => mediaUrl(m)).filter((u): u is string => Boolean(u)),
    specifications: record.specifications,
    datasheet: mediaUrl(record.datasheet),
    related_products: record.related.slice(0, RELATED_PRODUCTS_LIMIT).map((p) => ({
      slug: p.slug,
      name: p.name,
      cover_photo: mediaUrl(p.cover, 'card'),
    })),
    updated_at: record.updatedAt,
    brandId: record.brandId,
    categoryId: record.categoryId,
    attributeValues: record.attributes,
    coverWidth: record.cover?.width ?? null,
  }
}

// Not nested in another cached read: Next reads a cached read inside one without its cache.
const loadOwn = cachedRead(
  'product',
  ['products'],
  async (slug: string): Promise<ProductOwn | null> => {
    const record = await readProductRecord(await getPayloadClient(), slug)
    return record ? toOwn(record) : null
  },
)

type ProductForPage = { dto: ProductDTO; coverWidth: number | null }

const loadProduct = cache(async (slug: string) => assemble(loadOwn(slug)))

async function assemble(ownRead: Promise<ProductOwn | null>): Promise<ProductForPage | null> {
  const [own, brands, categories, defs] = await Promise.all([
    ownRead,
    listBrandRows(),
    listAllCategories(),
    listAttributeDefs(),
  ])
  if (!own) return null
  const { brandId, categoryId, attributeValues, coverWidth, ...fields } = own
  const { specifications, datasheet, related_products, updated_at, ...head } = fields
  const category = categories.find((c) => String(c.id) === String(categoryId)) ?? null
  const parent = category?.parent
    ? (categories.find((c) => String(c.id) === String(category.parent)) ?? null)
    : null
  const brand = brands.find((b) => String(b.id) === String(brandId)) ?? null
  // In the spec's order: brand and category sit between the images and the specifications.
  const dto: ProductDTO = {
    ...head,
    category: category
      ? {
          name: category.name,
          slug: category.slug,
          parent: parent ? { name: parent.name, slug: parent.slug } : null,
        }
      : null,
    brand: brand ? { name: brand.name, slug: brand.slug, image: brand.image } : null,
    specifications,
    attributes: defs.flatMap((def) => {
      const found = attributeValues.find((a) => String(a.id) === String(def.id))
      if (!found) return []
      const display = formatAttributeValue(def, found.value)
      return [{ slug: def.slug, name: def.name, unit: def.unit, value: found.value, display }]
    }),
    datasheet,
    related_products,
    updated_at,
  }
  return { dto, coverWidth }
}

/** Read past every cache and kept in none (nor in the search index): no draft leaks. */
export async function getProductDraft(
  slug: string,
  user: User,
): Promise<{ product: ProductDTO; coverWidth: number | null } | null> {
  const read = readProductRecord(await getPayloadClient(), slug, { user }).then((r) =>
    r ? toOwn(r) : null,
  )
  const found = await assemble(read)
  return found ? { product: found.dto, coverWidth: found.coverWidth } : null
}

export async function getProductBySlug(slug: string): Promise<ProductDTO | null> {
  return (await loadProduct(slug))?.dto ?? null
}

export async function getProductForPage(
  slug: string,
): Promise<{ product: ProductDTO; coverWidth: number | null } | null> {
  const found = await loadProduct(slug)
  return found ? { product: found.dto, coverWidth: found.coverWidth } : null
}

export async function searchProducts(
  query: string,
  limit = SEARCH_DEFAULT_LIMIT,
): Promise<SearchSuggestionDTO[]> {
  const payload = await getPayloadClient()
  return productIndex.search(payload, query, Math.min(Math.max(1, limit), SEARCH_MAX_LIMIT))
}

export async function searchProductPage(query: string, page: number): Promise<SearchResultsPage> {
  const payload = await getPayloadClient()
  const wanted = Number.isInteger(page) && page > 1 ? page : 1
  return productIndex.searchPage(payload, query, wanted, SEARCH_PAGE_SIZE)
}
