import type { Payload } from 'payload'

import type { Media, Product } from '@/payload-types'

import { MEDIA_POPULATE, type MediaLike } from './media'

type Id = number | string

/** What a product page shows of one product: its fields, files and related products. */
export interface ProductRecord {
  id: number | string
  name: string
  slug: string
  sku: string
  brief: unknown
  description: unknown
  brandId: number | string | null
  categoryId: number | string | null
  updatedAt: string
  cover: MediaLike | null
  gallery: MediaLike[]
  specifications: { label: string; value: string }[]
  datasheet: MediaLike | null
  related: { id: number | string; name: string; slug: string; cover: MediaLike | null }[]
}

/** A populated relation as an object, or null when it is an id or empty. */
export const rel = <T extends object>(value: unknown): T | null =>
  value && typeof value === 'object' ? (value as T) : null
const idOf = (value: unknown): Id | null =>
  rel<{ id: Id }>(value)?.id ?? (value as Id | null | undefined) ?? null

const toMedia = (value: unknown): MediaLike | null => {
  const m = rel<Media>(value)
  if (!m) return null
  const sized = (size: 'thumbnail' | 'card') => ({ url: m.sizes?.[size]?.url ?? null })
  return {
    url: m.url ?? null,
    sizes: { thumbnail: sized('thumbnail'), card: sized('card') },
    width: m.width ?? null,
  }
}

/**
 * One published product by slug, as its page and `/api/product/{slug}` show it, through Payload's
 * Local API with anonymous access (drafts and unpublished related products stay ids, left out);
 * null when there is none. Brands and categories come from their cached lists (./products).
 */
export async function readProductRecord(
  payload: Payload,
  slug: string,
): Promise<ProductRecord | null> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    populate: {
      media: MEDIA_POPULATE,
      documents: { url: true, filename: true },
      products: { name: true, slug: true, cover: true },
      // Joined from their cached lists instead: the id is enough.
      brands: {},
      categories: {},
    },
  })
  const doc = docs[0] as Product | undefined
  if (!doc) return null
  const related = (doc.relatedProducts ?? []).map((p) => rel<Product>(p)).filter((p) => p !== null)
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    sku: doc.sku,
    brief: doc.brief ?? null,
    description: doc.description ?? null,
    brandId: idOf(doc.brand),
    categoryId: idOf(doc.category),
    updatedAt: new Date(doc.updatedAt).toISOString(),
    cover: toMedia(doc.cover),
    gallery: (doc.gallery ?? []).map(toMedia).filter((m): m is MediaLike => m !== null),
    specifications: (doc.specifications ?? []).map(({ label, value }) => ({ label, value })),
    datasheet: rel<{ url?: string | null }>(doc.datasheet)?.url
      ? { url: rel<{ url: string }>(doc.datasheet)!.url }
      : null,
    related: related.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      cover: toMedia(p.cover),
    })),
  }
}
