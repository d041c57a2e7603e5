import 'server-only'

import type { Where } from 'payload'
import type { Brand, Category, Product } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { productIndex } from '@/lib/search/productIndex'

import { cachedRead } from './cachedRead'
import { MEDIA_POPULATE, mediaUrl } from './media'
import { richTextToHtml } from './richText'
import type { ProductCardDTO, ProductDTO, SearchSuggestionDTO } from './types'

/** Related products shown on a product page (spec section 9). */
export const RELATED_PRODUCTS_LIMIT = 4
export const SEARCH_DEFAULT_LIMIT = 5
export const SEARCH_MAX_LIMIT = 20

const CARD_SELECT = { name: true, slug: true, sku: true, brand: true, cover: true } as const
const CARD_POPULATE = { brands: { name: true }, media: MEDIA_POPULATE } as const

function rel<T extends object>(value: unknown): T | null {
  return value && typeof value === 'object' ? (value as T) : null
}

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

const idOf = (value: unknown): string | number | null =>
  rel<{ id: string | number }>(value)?.id ?? (value as string | number | null | undefined) ?? null

/**
 * One product as its page and `/api/product/{slug}` show it. Cached under the tags of everything
 * it shows: the product, its related products, its brand, its category and that one's parent; a
 * slug that matches nothing under `products`, so that a new product with that slug is found.
 */
const loadProduct = cachedRead<[string], { dto: ProductDTO | null; tags: string[] }>(
  'product',
  (found) => found.tags,
  async (slug: string): Promise<{ dto: ProductDTO | null; tags: string[] }> => {
    return (await readProduct(slug)) ?? { dto: null, tags: ['products'] }
  },
)

export async function getProductBySlug(slug: string): Promise<ProductDTO | null> {
  return (await loadProduct(slug)).dto
}

/** The product page's layout, metadata and page share one read. */
export const getProductBySlugCached = getProductBySlug

async function readProduct(slug: string): Promise<{ dto: ProductDTO; tags: string[] } | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    overrideAccess: false,
    populate: {
      media: MEDIA_POPULATE,
      documents: { url: true, filename: true },
      brands: { name: true, slug: true, logo: true },
      categories: { name: true, slug: true, parent: true },
      products: { name: true, slug: true, cover: true, _status: true },
    },
  })
  const doc = docs[0]
  if (!doc) return null
  const category = rel<Category>(doc.category)
  const parent = rel<Category>(category?.parent)
  const brand = rel<Brand>(doc.brand)
  // Relations are populated without access checks on their status: keep only published ones.
  const related = (doc.relatedProducts ?? [])
    .map((p) => rel<Product>(p))
    .filter((p): p is Product => Boolean(p && p._status === 'published'))
    .slice(0, RELATED_PRODUCTS_LIMIT)
  const tags = [
    `products:${doc.id}`,
    ...related.map((p) => `products:${p.id}`),
    `brands:${idOf(doc.brand)}`,
    `categories:${idOf(doc.category)}`,
    `categories:${idOf(category?.parent)}`,
  ]
  const dto: ProductDTO = {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    sku: doc.sku,
    brief: richTextToHtml(doc.brief),
    description: richTextToHtml(doc.description),
    cover_photo: mediaUrl(doc.cover),
    images: (doc.gallery ?? []).map((m) => mediaUrl(m)).filter((u): u is string => Boolean(u)),
    category: category
      ? {
          name: category.name,
          slug: category.slug,
          parent: parent ? { name: parent.name, slug: parent.slug } : null,
        }
      : null,
    brand: brand ? { name: brand.name, slug: brand.slug, image: mediaUrl(brand.logo) } : null,
    specifications: (doc.specifications ?? []).map(({ label, value }) => ({ label, value })),
    datasheet: mediaUrl(doc.datasheet),
    related_products: related.map((p) => ({
      slug: p.slug,
      name: p.name,
      cover_photo: mediaUrl(p.cover, 'card'),
    })),
    updated_at: doc.updatedAt,
  }
  return { dto, tags }
}

/** The search box's suggestions: code-aware, Turkish-aware, typo-tolerant (lib/search). */
export async function searchProducts(
  query: string,
  limit = SEARCH_DEFAULT_LIMIT,
): Promise<SearchSuggestionDTO[]> {
  const payload = await getPayloadClient()
  return productIndex.search(payload, query, Math.min(Math.max(1, limit), SEARCH_MAX_LIMIT))
}
