import type { Payload } from 'payload'

import type { Media, Product, User } from '@/payload-types'
import { sitePath } from '@/lib/fileUrl'
import { type Id, idOf, rel } from '@/lib/relations'

import { MEDIA_POPULATE, type MediaLike } from './media'

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
  attributes: { id: Id; value: string }[]
  datasheet: MediaLike | null
  related: { id: number | string; name: string; slug: string; cover: MediaLike | null }[]
}

export { idOf, rel }

/**
 * One published product by slug, as its page and `/api/product/{slug}` show it, through Payload's
 * Local API with anonymous access (drafts and unpublished related products stay out); null when
 * there is none. Brands and categories come from their cached lists (./products).
 */
export async function readProductRecord(
  payload: Payload,
  slug: string,
  preview?: { user: User },
): Promise<ProductRecord | null> {
  // A preview reads the product's latest draft with the staff member's access; all else stays public.
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    ...(preview ? { draft: true, user: preview.user } : {}),
  })
  const doc = docs[0] as Product | undefined
  if (!doc) return null
  const relatedIds = (doc.relatedProducts ?? []).map(idOf).filter((id) => id !== null)
  const relatedDocs = relatedIds.length
    ? (
        await payload.find({
          collection: 'products',
          where: { id: { in: relatedIds } },
          depth: 0,
          pagination: false,
          overrideAccess: false,
          select: { name: true, slug: true, cover: true },
        })
      ).docs
    : []
  const byId = new Map(relatedDocs.map((p) => [String(p.id), p]))
  const related = relatedIds.map((id) => byId.get(String(id))).filter((p) => p !== undefined)
  const mediaIds = [doc.cover, ...(doc.gallery ?? []), ...related.map((p) => p.cover)]
    .map(idOf)
    .filter((id) => id !== null)
  const datasheetId = idOf(doc.datasheet)
  const [mediaDocs, datasheet] = await Promise.all([
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
          .then((r) => r.docs as Media[])
      : Promise.resolve([] as Media[]),
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
  const toMedia = (m: Media): MediaLike => ({
    url: sitePath(m.url),
    sizes: {
      thumbnail: { url: sitePath(m.sizes?.thumbnail?.url) },
      card: { url: sitePath(m.sizes?.card?.url) },
    },
    width: m.width ?? null,
  })
  const mediaById = new Map(mediaDocs.map((m) => [String(m.id), toMedia(m)]))
  const mediaOf = (value: unknown) => {
    const id = idOf(value)
    return id === null ? null : (mediaById.get(String(id)) ?? null)
  }
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
    cover: mediaOf(doc.cover),
    gallery: (doc.gallery ?? []).map(mediaOf).filter((m): m is MediaLike => m !== null),
    specifications: (doc.specifications ?? []).map(({ label, value }) => ({ label, value })),
    attributes: (doc.attributes ?? []).flatMap(({ attribute, value }) => {
      const id = idOf(attribute)
      return id === null ? [] : [{ id, value }]
    }),
    datasheet: datasheet?.url ? { url: sitePath(datasheet.url)! } : null,
    related: related.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      cover: mediaOf(p.cover),
    })),
  }
}
