import 'server-only'

import type { Where } from 'payload'
import type { Brand, Product } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { productIndex } from '@/lib/search/productIndex'

import { listBrandRows } from './brands'
import { cachedRead } from './cachedRead'
import { listAllCategories } from './categories'
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

/**
 * The product row alone (depth 0), then what it shows in a few flat reads: brands and categories
 * from the cached lists, related products and every image in one query each. Payload's depth-2
 * population did the same in many more queries: 7–15 ms a product on 20,000 products, against
 * about a third of that this way (measured with the bench catalogue).
 */
async function readProduct(slug: string): Promise<{ dto: ProductDTO; tags: string[] } | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    // One row by its unique slug: no count query.
    pagination: false,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  const relatedIds = (doc.relatedProducts ?? []).map(idOf).filter((id) => id !== null)
  const [brands, categories, relatedDocs] = await Promise.all([
    listBrandRows(),
    listAllCategories(),
    relatedIds.length
      ? payload
          .find({
            collection: 'products',
            where: { id: { in: relatedIds } },
            depth: 0,
            pagination: false,
            // Anonymous access: drafts and unpublished products are not returned.
            overrideAccess: false,
            select: { name: true, slug: true, cover: true },
          })
          .then((r) => r.docs)
      : Promise.resolve([]),
  ])
  const byId = new Map(relatedDocs.map((p) => [String(p.id), p]))
  const related = relatedIds
    .map((id) => byId.get(String(id)))
    .filter((p) => p !== undefined)
    .slice(0, RELATED_PRODUCTS_LIMIT)

  const mediaIds = [doc.cover, ...(doc.gallery ?? []), ...related.map((p) => p.cover)]
    .map(idOf)
    .filter((id) => id !== null)
  const datasheetId = idOf(doc.datasheet)
  const [media, datasheet] = await Promise.all([
    mediaIds.length
      ? payload
          .find({
            collection: 'media',
            where: { id: { in: [...new Set(mediaIds)] } },
            depth: 0,
            pagination: false,
            overrideAccess: false,
            select: MEDIA_POPULATE,
          })
          .then((r) => new Map(r.docs.map((m) => [String(m.id), m])))
      : Promise.resolve(new Map<string, unknown>()),
    datasheetId !== null
      ? payload
          .find({
            collection: 'documents',
            where: { id: { equals: datasheetId } },
            depth: 0,
            limit: 1,
            pagination: false,
            overrideAccess: false,
            select: { url: true, filename: true },
          })
          .then((r) => r.docs[0] ?? null)
      : Promise.resolve(null),
  ])
  const mediaOf = (value: unknown) => {
    const id = idOf(value)
    return id === null ? null : (media.get(String(id)) ?? null)
  }

  const category = categories.find((c) => String(c.id) === String(idOf(doc.category))) ?? null
  const parent = category?.parent
    ? (categories.find((c) => String(c.id) === String(category.parent)) ?? null)
    : null
  const brand = brands.find((b) => String(b.id) === String(idOf(doc.brand))) ?? null
  const tags = [
    `products:${doc.id}`,
    ...related.map((p) => `products:${p.id}`),
    `brands:${idOf(doc.brand)}`,
    `categories:${idOf(doc.category)}`,
    `categories:${category?.parent ?? null}`,
  ]
  const dto: ProductDTO = {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    sku: doc.sku,
    brief: richTextToHtml(doc.brief),
    description: richTextToHtml(doc.description),
    cover_photo: mediaUrl(mediaOf(doc.cover)),
    images: (doc.gallery ?? [])
      .map((m) => mediaUrl(mediaOf(m)))
      .filter((u): u is string => Boolean(u)),
    category: category
      ? {
          name: category.name,
          slug: category.slug,
          parent: parent ? { name: parent.name, slug: parent.slug } : null,
        }
      : null,
    brand: brand ? { name: brand.name, slug: brand.slug, image: brand.image } : null,
    specifications: (doc.specifications ?? []).map(({ label, value }) => ({ label, value })),
    datasheet: mediaUrl(datasheet),
    related_products: related.map((p) => ({
      slug: p.slug,
      name: p.name,
      cover_photo: mediaUrl(mediaOf(p.cover), 'card'),
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
