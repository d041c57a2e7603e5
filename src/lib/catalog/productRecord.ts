import { and, asc, eq, inArray, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { Media, Product } from '@/payload-types'
import { drizzleOf, type Id, isoDate, perPayload, pick, type Row, table } from '@/lib/db/direct'
import { uploadFileUrl } from '@/lib/fileUrl'

import { MEDIA_POPULATE, type MediaLike } from './media'

/**
 * What a product page and `/api/product/{slug}` show of one published product, straight from its
 * rows: the product, its specifications and relation rows, its related products, images and
 * datasheet. Brands and categories come from their cached lists (./products).
 *
 * Two readers give the same record:
 * - `readProductRecord` asks the database directly through Payload's own Drizzle handle and table
 *   definitions (`payload.db.drizzle`, `payload.db.tables`, the same on SQLite and PostgreSQL), in
 *   four small queries. This is what pages use: Payload's `find` spends most of an uncached product
 *   read building the query and running its field hooks over the result (measured with a CPU
 *   profile of the bench's uncached product run; the figures are in the bench notes).
 * - `readProductRecordWithPayload` does the same through Payload's Local API, with anonymous access.
 *   It is the reference: tests/integration/directReads.test.ts checks that both give the same
 *   record for every product of a seeded catalogue, drafts and unpublished related products
 *   included, on both databases.
 *
 * The direct reader mirrors what Payload's read would apply: anonymous visitors see published
 * products only (`_status = 'published'`, src/access/publishedOrStaff.ts), file URLs are the app's
 * own (src/lib/fileUrl.ts), dates are ISO strings. Nothing here writes.
 */
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

const PUBLISHED = 'published'
const WHO = 'readProductRecord'

const PRODUCT_COLUMNS = [
  'id',
  'name',
  'slug',
  'sku',
  'brief',
  'description',
  'cover',
  'datasheet',
  'category',
  'brand',
  'updatedAt',
] as const
const RELATED_COLUMNS = ['id', 'name', 'slug', 'cover'] as const
const MEDIA_COLUMNS = [
  'id',
  'filename',
  'width',
  'sizes_thumbnail_filename',
  'sizes_card_filename',
] as const
const DOCUMENT_COLUMNS = ['id', 'filename'] as const

/**
 * The adapter and the tables this reader uses, checked once per Payload instance, and its four
 * fixed-shape queries prepared then too, so that a read no longer builds their SQL: in CPU
 * profiles of 600 uncached product pages (20,000-product catalogue, SQLite), the self time of
 * Drizzle's and the adapter's code went from 5.1 % to 2.7 % of the server's time, about 0.5 ms a
 * page. On PostgreSQL a named statement is also parsed and planned once per connection. The two
 * `IN (…)` reads (related products, media) vary in length and are built per read.
 */
const schemaOf = perPayload((payload) => {
  const { drizzle: db, tables } = drizzleOf(payload, WHO)
  const products = table(tables, 'products', [...PRODUCT_COLUMNS, '_status'], WHO)
  const rels = table(
    tables,
    'products_rels',
    ['parent', 'path', 'order', 'mediaID', 'productsID'],
    WHO,
  )
  const specs = table(
    tables,
    'products_specifications',
    ['_parentID', '_order', 'label', 'value'],
    WHO,
  )
  const media = table(tables, 'media', MEDIA_COLUMNS, WHO)
  const documents = table(tables, 'documents', DOCUMENT_COLUMNS, WHO)
  return {
    db,
    products,
    media,
    productBySlug: db
      .select(pick(products, PRODUCT_COLUMNS))
      .from(products)
      .where(and(eq(products.slug, sql.placeholder('slug')), eq(products._status, PUBLISHED)))
      .limit(1)
      .prepare('vitrin_product_by_slug'),
    specsOf: db
      .select({ label: specs.label, value: specs.value })
      .from(specs)
      .where(eq(specs._parentID, sql.placeholder('id')))
      .orderBy(asc(specs._order))
      .prepare('vitrin_product_specs'),
    relsOf: db
      .select({ path: rels.path, media: rels.mediaID, product: rels.productsID })
      .from(rels)
      .where(eq(rels.parent, sql.placeholder('id')))
      .orderBy(asc(rels.order))
      .prepare('vitrin_product_rels'),
    documentById: db
      .select(pick(documents, DOCUMENT_COLUMNS))
      .from(documents)
      .where(eq(documents.id, sql.placeholder('id')))
      .limit(1)
      .prepare('vitrin_product_document'),
  }
})

function mediaFromRow(row: Row): MediaLike {
  const sized = (name: 'thumbnail' | 'card') => {
    const filename = row[`sizes_${name}_filename`] as string | null | undefined
    return { url: filename ? uploadFileUrl('media', filename) : null }
  }
  return {
    url: row.filename ? uploadFileUrl('media', row.filename as string) : null,
    sizes: { thumbnail: sized('thumbnail'), card: sized('card') },
    // PostgreSQL's numeric column comes back as a string.
    width: row.width == null ? null : Number(row.width),
  }
}

/** One published product by slug, read from its rows; null when there is none. */
export async function readProductRecord(
  payload: Payload,
  slug: string,
): Promise<ProductRecord | null> {
  const { db, products, media, productBySlug, specsOf, relsOf, documentById } = schemaOf(payload)

  const [doc] = await productBySlug.execute({ slug })
  if (!doc) return null

  const [specRows, relRows] = await Promise.all([
    specsOf.execute({ id: doc.id }),
    relsOf.execute({ id: doc.id }),
  ])
  const galleryIds = relRows
    .filter((r) => r.path === 'gallery' && r.media != null)
    .map((r) => r.media as Id)
  const relatedIds = relRows
    .filter((r) => r.path === 'relatedProducts' && r.product != null)
    .map((r) => r.product as Id)

  const relatedRows = relatedIds.length
    ? await db
        .select(pick(products, RELATED_COLUMNS))
        .from(products)
        .where(and(inArray(products.id, relatedIds), eq(products._status, PUBLISHED)))
    : []
  const relatedById = new Map(relatedRows.map((p) => [String(p.id), p]))
  const related = relatedIds
    .map((id) => relatedById.get(String(id)))
    .filter((p): p is Row => p !== undefined)

  const mediaIds = [doc.cover, ...galleryIds, ...related.map((p) => p.cover)].filter(
    (id): id is Id => id != null,
  )
  const [mediaRows, documentRows] = await Promise.all([
    mediaIds.length
      ? db
          .select(pick(media, MEDIA_COLUMNS))
          .from(media)
          .where(inArray(media.id, [...new Set(mediaIds)]))
      : Promise.resolve([] as Row[]),
    doc.datasheet != null
      ? documentById.execute({ id: doc.datasheet })
      : Promise.resolve([] as Row[]),
  ])
  const mediaById = new Map(mediaRows.map((m) => [String(m.id), mediaFromRow(m)]))
  const mediaOf = (id: unknown) => (id == null ? null : (mediaById.get(String(id)) ?? null))
  const datasheetRow = documentRows[0]

  return {
    id: doc.id as Id,
    name: doc.name as string,
    slug: doc.slug as string,
    sku: doc.sku as string,
    brief: doc.brief ?? null,
    description: doc.description ?? null,
    brandId: (doc.brand as Id | null) ?? null,
    categoryId: (doc.category as Id | null) ?? null,
    updatedAt: isoDate(doc.updatedAt),
    cover: mediaOf(doc.cover),
    gallery: galleryIds.map(mediaOf).filter((m): m is MediaLike => m !== null),
    specifications: specRows.map((s) => ({ label: s.label as string, value: s.value as string })),
    datasheet: datasheetRow?.filename
      ? { url: uploadFileUrl('documents', datasheetRow.filename as string) }
      : null,
    related: related.map((p) => ({
      id: p.id as Id,
      name: p.name as string,
      slug: p.slug as string,
      cover: mediaOf(p.cover),
    })),
  }
}

/** A populated relation as an object, or null when it is an id or empty. */
export const rel = <T extends object>(value: unknown): T | null =>
  value && typeof value === 'object' ? (value as T) : null
const idOf = (value: unknown): Id | null =>
  rel<{ id: Id }>(value)?.id ?? (value as Id | null | undefined) ?? null

/** The same record through Payload's Local API with anonymous access (the reference reader). */
export async function readProductRecordWithPayload(
  payload: Payload,
  slug: string,
): Promise<ProductRecord | null> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
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
    url: m.url ?? null,
    sizes: {
      thumbnail: { url: m.sizes?.thumbnail?.url ?? null },
      card: { url: m.sizes?.card?.url ?? null },
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
    updatedAt: isoDate(doc.updatedAt),
    cover: mediaOf(doc.cover),
    gallery: (doc.gallery ?? []).map(mediaOf).filter((m): m is MediaLike => m !== null),
    specifications: (doc.specifications ?? []).map(({ label, value }) => ({ label, value })),
    datasheet: datasheet?.url ? { url: datasheet.url } : null,
    related: related.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      cover: mediaOf(p.cover),
    })),
  }
}
