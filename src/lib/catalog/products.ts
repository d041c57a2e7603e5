import 'server-only'

import type { Where } from 'payload'
import type { Brand, Product } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@/lib/search/params'
import { productIndex } from '@/lib/search/productIndex'

import { listBrandRows } from './brands'
import { cachedRead } from '@/lib/cache'
import { listAllCategories } from './categories'
import { MEDIA_POPULATE, mediaUrl } from './media'
import { readProductRecord, rel } from './productRecord'
import { richTextToHtml } from './richText'
import type { ProductCardDTO, ProductDTO, SearchSuggestionDTO } from './types'

/** Related products shown on a product page (spec section 9). */
export const RELATED_PRODUCTS_LIMIT = 4
export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@/lib/search/params'

const CARD_SELECT = { name: true, slug: true, sku: true, brand: true, cover: true } as const
const CARD_POPULATE = { brands: { name: true }, media: MEDIA_POPULATE } as const

export function toProductCard(
  doc: Pick<Product, 'name' | 'slug' | 'sku' | 'brand' | 'cover'>,
): ProductCardDTO {
  return {
    slug: doc.slug,
    name: doc.name,
    sku: doc.sku,
    brand_name: rel<Brand>(doc.brand)?.name ?? null,
    cover_photo: mediaUrl(doc.cover, 'card'),
  }
}

/** Published products matching `where`, as listing cards, ordered by name. */
export const listProductCards = cachedRead(
  'productCards',
  ['products', 'brands'],
  async (where: Where): Promise<ProductCardDTO[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where,
      depth: 1,
      pagination: false,
      sort: 'name',
      overrideAccess: false,
      select: CARD_SELECT,
      populate: CARD_POPULATE,
    })
    return docs.map((d) => toProductCard(d as Product))
  },
)

/** One product as its page and `/api/product/{slug}` show it (an unknown slug is cached too). */
interface ProductRead {
  dto: ProductDTO | null
  /** The cover's own width in pixels, for the page's srcset (not part of the API's answer). */
  coverWidth: number | null
}

const loadProduct = cachedRead(
  'product',
  ['products', 'brands', 'categories'],
  async (slug: string): Promise<ProductRead> =>
    (await readProduct(slug)) ?? { dto: null, coverWidth: null },
)

export async function getProductBySlug(slug: string): Promise<ProductDTO | null> {
  return (await loadProduct(slug)).dto
}

/** The product page's read: the same cached record, and its cover's own width. */
export async function getProductForPage(
  slug: string,
): Promise<{ product: ProductDTO; coverWidth: number | null } | null> {
  const { dto, coverWidth } = await loadProduct(slug)
  return dto ? { product: dto, coverWidth } : null
}

/**
 * The product's record (./productRecord), then what it shows from the cached lists: its brand,
 * its category and that one's parent.
 */
async function readProduct(slug: string): Promise<ProductRead | null> {
  const payload = await getPayloadClient()
  const [record, brands, categories] = await Promise.all([
    readProductRecord(payload, slug),
    listBrandRows(),
    listAllCategories(),
  ])
  if (!record) return null
  const related = record.related.slice(0, RELATED_PRODUCTS_LIMIT)
  const category = categories.find((c) => String(c.id) === String(record.categoryId)) ?? null
  const parent = category?.parent
    ? (categories.find((c) => String(c.id) === String(category.parent)) ?? null)
    : null
  const brand = brands.find((b) => String(b.id) === String(record.brandId)) ?? null
  const dto: ProductDTO = {
    id: record.id,
    name: record.name,
    slug: record.slug,
    sku: record.sku,
    brief: richTextToHtml(record.brief),
    description: richTextToHtml(record.description),
    cover_photo: mediaUrl(record.cover),
    images: record.gallery.map((m) => mediaUrl(m)).filter((u): u is string => Boolean(u)),
    category: category
      ? {
          name: category.name,
          slug: category.slug,
          parent: parent ? { name: parent.name, slug: parent.slug } : null,
        }
      : null,
    brand: brand ? { name: brand.name, slug: brand.slug, image: brand.image } : null,
    specifications: record.specifications,
    datasheet: mediaUrl(record.datasheet),
    related_products: related.map((p) => ({
      slug: p.slug,
      name: p.name,
      cover_photo: mediaUrl(p.cover, 'card'),
    })),
    updated_at: record.updatedAt,
  }
  return { dto, coverWidth: record.cover?.width ?? null }
}

/** The search box's suggestions: code-aware, Turkish-aware, typo-tolerant (lib/search). */
export async function searchProducts(
  query: string,
  limit = SEARCH_DEFAULT_LIMIT,
): Promise<SearchSuggestionDTO[]> {
  const payload = await getPayloadClient()
  return productIndex.search(payload, query, Math.min(Math.max(1, limit), SEARCH_MAX_LIMIT))
}
