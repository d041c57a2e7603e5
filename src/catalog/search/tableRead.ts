// The search index's fields of published products, read from Payload's own tables: through
// `payload.find` (depth 1, every document's read hooks) a 100,000-product build took ~38 s, longer
// than the index itself needs (docs/decisions/0006-search-index.md).
import { and, asc, eq, gt, gte, inArray, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { uploadFileUrl } from '@/lib/fileUrl'
import { type Column, col, payloadTables, type Row, type Table } from '@/lib/db/payloadTables'

export interface IndexedRow {
  id: number
  name: string
  slug: string
  sku: string
  updatedAt: string
  brand: string
  category: string
  /** The cover's thumbnail URL and the gallery's card URLs, as `mediaUrl` gives them. */
  cover: string | null
  gallery: string[]
}

interface JoinedSelection extends PromiseLike<Row[]> {
  leftJoin(table: Table, on: SQL | undefined): JoinedSelection
  innerJoin(table: Table, on: SQL | undefined): JoinedSelection
  where(condition: SQL | undefined): JoinedSelection
  orderBy(...columns: (Column | SQL)[]): JoinedSelection
  limit(count: number): JoinedSelection
}
type Select = (fields: Record<string, Column>) => { from(table: Table): JoinedSelection }

/** Payload's tables and a select that can left-join them. */
function reader(payload: Payload) {
  const db = payloadTables(payload)
  return { table: db.table, select: (db.drizzle.select as unknown as Select).bind(db.drizzle) }
}

/** A size's own file when it has one, else the original: what Payload's `sizes.X.url` falls back to. */
const fileUrl = (sized: unknown, original: unknown): string | null => {
  const name = (sized || original) as string | null
  return name ? uploadFileUrl('media', name) : null
}

// PostgreSQL's text form (`2026-11-29 06:12:31.123+00`) as the ISO string Payload's reads give.
const iso = (v: unknown): string => new Date(v instanceof Date ? v : String(v)).toISOString()

/**
 * Published products, by ascending id: the next `limit` after id `after`, or those of `ids`.
 */
export async function readIndexedProducts(
  payload: Payload,
  { after, ids, limit }: { after?: number; ids?: (number | string)[]; limit?: number },
): Promise<IndexedRow[]> {
  const { table, select } = reader(payload)
  const [products, brands, categories, media, rels] = [
    'products',
    'brands',
    'categories',
    'media',
    'products_rels',
  ].map(table) as [Table, Table, Table, Table, Table]
  const id = col(products, 'id')
  const conditions = [eq(col(products, '_status'), 'published')]
  if (after !== undefined) conditions.push(gt(id, after))
  if (ids) conditions.push(inArray(id, ids.map(Number)))
  let query = select({
    id,
    name: col(products, 'name'),
    slug: col(products, 'slug'),
    sku: col(products, 'sku'),
    updatedAt: col(products, 'updatedAt'),
    brand: col(brands, 'name'),
    category: col(categories, 'name'),
    coverFile: col(media, 'filename'),
    coverThumb: col(media, 'sizes_thumbnail_filename'),
  })
    .from(products)
    .leftJoin(brands, eq(col(brands, 'id'), col(products, 'brand')))
    .leftJoin(categories, eq(col(categories, 'id'), col(products, 'category')))
    .leftJoin(media, eq(col(media, 'id'), col(products, 'cover')))
    .where(and(...conditions))
    .orderBy(asc(id))
  if (limit) query = query.limit(limit)
  const rows = await query
  if (!rows.length) return []

  const gallery = new Map<number, string[]>()
  const images = await select({
    parent: col(rels, 'parent'),
    file: col(media, 'filename'),
    card: col(media, 'sizes_card_filename'),
  })
    .from(rels)
    .innerJoin(media, eq(col(media, 'id'), col(rels, 'mediaID')))
    .where(
      and(
        eq(col(rels, 'path'), 'gallery'),
        inArray(
          col(rels, 'parent'),
          rows.map((r) => r.id as number),
        ),
      ),
    )
    .orderBy(asc(col(rels, 'parent')), asc(col(rels, 'order')))
  for (const image of images) {
    const url = fileUrl(image.card, image.file)
    if (!url) continue
    const list = gallery.get(Number(image.parent)) ?? []
    list.push(url)
    gallery.set(Number(image.parent), list)
  }

  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name ?? ''),
    slug: String(r.slug ?? ''),
    sku: String(r.sku ?? ''),
    updatedAt: iso(r.updatedAt),
    brand: String(r.brand ?? ''),
    category: String(r.category ?? ''),
    cover: fileUrl(r.coverThumb, r.coverFile),
    gallery: gallery.get(Number(r.id)) ?? [],
  }))
}

/** Every product (published or not) saved at or after `since`: its id, status and save time. */
export async function changedProducts(
  payload: Payload,
  since: string,
): Promise<{ id: number; published: boolean; updatedAt: string }[]> {
  const { table, select } = reader(payload)
  const products = table('products')
  const rows = await select({
    id: col(products, 'id'),
    status: col(products, '_status'),
    updatedAt: col(products, 'updatedAt'),
  })
    .from(products)
    .where(gte(col(products, 'updatedAt'), since))
  return rows.map((r) => ({
    id: Number(r.id),
    published: r.status === 'published',
    updatedAt: iso(r.updatedAt),
  }))
}
